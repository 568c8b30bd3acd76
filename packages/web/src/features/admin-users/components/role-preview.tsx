import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_PREVIEW_GROUP_MAX, ROLE_PREVIEW_GROUPS_MAX } from '@lesesaal/domain/staff/schema';
import { useErrorMessage } from '../../../i18n/error-message';
import { useRolePreview } from '../api';

/** The groups of the text field: one per line, trimmed, empty lines left out. */
const groupsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/**
 * "A person with these groups would get role X": the directory's role mapping, asked of the
 * server (the sign-in's own mapping), for the groups typed one per line. The answer is
 * announced (a status region).
 */
export function RolePreview() {
  const { t } = useTranslation('admin-users');
  const errorMessage = useErrorMessage();
  const preview = useRolePreview();
  const [text, setText] = useState('');
  const [tooMany, setTooMany] = useState(false);
  const headingId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const groups = groupsOf(text);
    setTooMany(groups.length > ROLE_PREVIEW_GROUPS_MAX);
    if (groups.length > ROLE_PREVIEW_GROUPS_MAX) return;
    preview.mutate({ groups });
  };

  const result = preview.data;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('preview.title')}
        </Title>
        <Text>{t('preview.intro')}</Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('preview.groups')}
              description={t('preview.groupsHint', { count: ROLE_PREVIEW_GROUPS_MAX })}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              rows={4}
              maxLength={ROLE_PREVIEW_GROUPS_MAX * (ROLE_PREVIEW_GROUP_MAX + 1)}
              error={tooMany ? t('preview.tooMany', { count: ROLE_PREVIEW_GROUPS_MAX }) : undefined}
            />
            <div>
              <Button type="submit" variant="outline" loading={preview.isPending}>
                {t('preview.submit')}
              </Button>
            </div>
          </Stack>
        </form>
        <div role="status">
          {result && !preview.isPending ? (
            <Text fw={500}>
              {result.role
                ? t('preview.result', { role: t(`roles.${result.role}`), group: result.group })
                : t('preview.noRole')}
            </Text>
          ) : null}
        </div>
        {preview.isError ? (
          <Alert key={preview.submittedAt} role="alert" color="red" variant="outline">
            {errorMessage(preview.error)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
