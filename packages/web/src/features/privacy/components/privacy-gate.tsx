import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isPrivacyAccepted, storePrivacyAccepted } from '../privacy-storage';

/**
 * User mode: until the privacy notice is accepted (checkbox ticked, then Accept), only the
 * notice is shown; the acceptance is kept in session storage. `open`: the current
 * screen needs no acceptance (the pages a public body offers to everyone); the notice is then
 * skipped without being accepted, and the screen stays in the same place of the tree.
 */
export function PrivacyGate({ children, open = false }: { children: ReactNode; open?: boolean }) {
  const [accepted, setAccepted] = useState(isPrivacyAccepted);
  const contentRef = useRef<HTMLDivElement>(null);
  const justAccepted = useRef(false);

  useEffect(() => {
    // The notice (and the focused button) is gone: move focus to the app's content.
    if (accepted && justAccepted.current) contentRef.current?.focus();
  }, [accepted]);

  if (!accepted && !open) {
    return (
      <PrivacyNotice
        onAccept={() => {
          storePrivacyAccepted();
          justAccepted.current = true;
          setAccepted(true);
        }}
      />
    );
  }
  return (
    <div ref={contentRef} tabIndex={-1} className="lesesaal-focus-target">
      {children}
    </div>
  );
}

function PrivacyNotice({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation('privacy');
  useDocumentTitle(t('title'));
  const [checked, setChecked] = useState(false);
  const [showError, setShowError] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const textId = useId();
  const checkboxId = useId();
  const errorId = useId();
  const invalid = showError && !checked;

  const accept = () => {
    if (!checked) {
      setShowError(true);
      checkboxRef.current?.focus();
      return;
    }
    onAccept();
  };

  return (
    <Paper
      component="section"
      role="dialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      withBorder
      p="lg"
      maw={720}
    >
      <Stack gap="md">
        <Title order={1} id={headingId}>
          {t('title')}
        </Title>
        <Stack gap="xs" id={textId}>
          <Text>{t('purpose')}</Text>
          <Text fw={700}>{t('deletion')}</Text>
          <Text>{t('records')}</Text>
          <Text>{t('statistics')}</Text>
          <Text>{t('session')}</Text>
        </Stack>
        {/* a native checkbox: the first route's download budget (docs/decisions/bundle.md) */}
        <div>
          <div className="lesesaal-native-check">
            <input
              ref={checkboxRef}
              id={checkboxId}
              type="checkbox"
              required
              checked={checked}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => {
                setChecked(event.currentTarget.checked);
                if (event.currentTarget.checked) setShowError(false);
              }}
            />
            <label htmlFor={checkboxId}>{t('checkbox')}</label>
          </div>
          {invalid && (
            <Text id={errorId} c="red.9" size="sm" mt={4}>
              {t('checkboxRequired')}
            </Text>
          )}
        </div>
        <div>
          <Button onClick={accept}>{t('accept')}</Button>
        </div>
      </Stack>
    </Paper>
  );
}
