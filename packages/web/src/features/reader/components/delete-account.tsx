import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../i18n/error-message';
import { useNotify } from '../../../components/notifications/notification-context';

const KNOWN_KEPT = new Set(['applications', 'bookings']);

/**
 * Deleting the account behind a dialog that asks first (the focus starts on "Keep account",
 * the safe choice; Escape and the close button keep it too). `onDelete` resolves with what
 * the law keeps (keys); the screen then shows {@link AccountDeleted}.
 */
export function DeleteAccount({
  onDelete,
  pending,
}: {
  onDelete: () => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation('reader');
  const notify = useNotify();
  const errorMessage = useErrorMessage();
  const [opened, setOpened] = useState(false);
  return (
    <section aria-labelledby="reader-delete-title">
      <Title order={2} size="h3" id="reader-delete-title" mb="xs">
        {t('myData.delete.title')}
      </Title>
      <Text mb="sm">{t('myData.delete.text')}</Text>
      <Button color="red.8" variant="outline" onClick={() => setOpened(true)}>
        {t('myData.delete.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('myData.delete.dialogTitle')}
        closeOnEscape={!pending}
        closeOnClickOutside={!pending}
        closeButtonProps={{ 'aria-label': t('myData.delete.close'), disabled: pending }}
      >
        <Stack gap="sm">
          <Text>{t('myData.delete.dialogText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              data-autofocus
              disabled={pending}
              onClick={() => setOpened(false)}
            >
              {t('myData.delete.keep')}
            </Button>
            <Button
              color="red.8"
              loading={pending}
              onClick={() =>
                onDelete().catch((error: unknown) =>
                  notify({ type: 'error', title: errorMessage(error) }),
                )
              }
            >
              {t('myData.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </section>
  );
}

/** After the deletion: what the law keeps (the answer's keys as text), or that nothing is kept. */
export function AccountDeleted({ kept }: { kept: readonly string[] }) {
  const { t } = useTranslation('reader');
  return (
    <Stack gap="sm" role="status">
      {kept.length === 0 ? (
        <Text>{t('myData.delete.doneNothingKept')}</Text>
      ) : (
        <>
          <Text>{t('myData.delete.doneKept')}</Text>
          <List>
            {kept.map((key) => (
              <List.Item key={key}>
                {KNOWN_KEPT.has(key)
                  ? t(`myData.delete.kept.${key as 'applications' | 'bookings'}`)
                  : t('myData.delete.kept.other', { key })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
