import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Application } from '@lesesaal/domain/applications/schema';
import { purposeLabel } from '../../../components/application-settings';
import { formatInstant, formatLongDate } from '../../../components/format-date';
import { useConfig } from '../../../config';
import { ReaderStateBadge } from './reader-state-badge';

/** The reader's user applications: topic, purpose, state, when submitted, valid until, a refusal's reason. */
export function ReaderApplications({
  applications,
}: {
  applications: readonly Pick<
    Application,
    'id' | 'state' | 'topic' | 'purpose' | 'submittedAt' | 'validUntil' | 'refusalReason'
  >[];
}) {
  const { t, i18n } = useTranslation('reader');
  const { timeZone } = useConfig();
  return (
    <section aria-labelledby="reader-applications-title">
      <Title order={2} size="h3" id="reader-applications-title" mb="xs">
        {t('myData.applications.title')}
      </Title>
      {applications.length === 0 ? (
        <Text>{t('myData.applications.none')}</Text>
      ) : (
        <Stack component="ul" gap="md" className="reader-list">
          {applications.map((application) => (
            <li key={application.id}>
              <ReaderStateBadge kind="application" state={application.state} />
              <dl className="reader-facts">
                <dt>{t('myData.applications.topic')}</dt>
                <dd>{application.topic}</dd>
                <dt>{t('myData.applications.purpose')}</dt>
                <dd>{purposeLabel(t, application.purpose)}</dd>
                <dt>{t('myData.applications.submittedAt')}</dt>
                <dd>{formatInstant(application.submittedAt, i18n.language, timeZone, false)}</dd>
                {application.validUntil ? (
                  <>
                    <dt>{t('myData.applications.validUntil')}</dt>
                    <dd>{formatLongDate(application.validUntil, i18n.language)}</dd>
                  </>
                ) : null}
                {application.refusalReason ? (
                  <>
                    <dt>{t('myData.applications.refusalReason')}</dt>
                    <dd className="long-text">{application.refusalReason}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
