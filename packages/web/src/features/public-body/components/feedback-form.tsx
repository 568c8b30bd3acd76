import { Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useAccessibilityFeedback } from '../use-accessibility-feedback';

/** The feedback fields: page and description required, name and e-mail optional. */
export function FeedbackForm({
  feedback,
}: {
  feedback: ReturnType<typeof useAccessibilityFeedback>;
}) {
  const { t } = useTranslation('public-body');
  return (
    <form onSubmit={feedback.submit} noValidate aria-label={t('feedback.title')}>
      <Stack gap="sm">
        <TextInput
          id={feedback.ids.page}
          ref={feedback.ref('page')}
          label={feedback.labels.page}
          description={t('feedback.pageHint')}
          required
          withAsterisk
          value={feedback.values.page}
          onChange={feedback.change('page')}
          error={feedback.errors.page}
        />
        <Textarea
          id={feedback.ids.description}
          ref={feedback.ref('description')}
          label={feedback.labels.description}
          description={t('feedback.descriptionHint')}
          required
          withAsterisk
          rows={6}
          value={feedback.values.description}
          onChange={feedback.change('description')}
          error={feedback.errors.description}
        />
        <TextInput
          id={feedback.ids.name}
          ref={feedback.ref('name')}
          label={feedback.labels.name}
          autoComplete="name"
          value={feedback.values.name}
          onChange={feedback.change('name')}
          error={feedback.errors.name}
        />
        <TextInput
          id={feedback.ids.email}
          ref={feedback.ref('email')}
          type="email"
          label={feedback.labels.email}
          description={t('feedback.emailHint')}
          autoComplete="email"
          value={feedback.values.email}
          onChange={feedback.change('email')}
          error={feedback.errors.email}
        />
        <Text size="sm">{t('feedback.privacy')}</Text>
        <Button type="submit" loading={feedback.send.isPending} w="fit-content">
          {t('feedback.submit')}
        </Button>
      </Stack>
    </form>
  );
}
