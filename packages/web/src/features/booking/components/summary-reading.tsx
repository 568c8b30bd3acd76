import { Anchor, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { purposeLabel } from '../../../components/application-settings';
import type { StoredReading } from '../storage';

/** The research part of the summary: purpose and topic, and an application sent with it. */
export function SummaryReading({ reading }: { reading: StoredReading | null }) {
  const { t } = useTranslation('reader');
  const body = reading?.body;
  if (!body || (!body.purpose && !body.application)) return null;
  return (
    <section aria-labelledby="booking-summary-reading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="booking-summary-reading">
          {t('summary.title')}
        </Title>
        <Anchor component={Link} to="/your-personal-data">
          {t('summary.edit')}
        </Anchor>
      </Group>
      {body.purpose ? (
        <Text>
          {t('reading.purpose')}: {purposeLabel(t, body.purpose)}
        </Text>
      ) : null}
      {body.topic ? (
        <Text className="long-text">
          {t('reading.topic')}: {body.topic}
        </Text>
      ) : null}
      {body.application ? (
        <Text>{t('summary.application', { name: body.application.name })}</Text>
      ) : null}
    </section>
  );
}
