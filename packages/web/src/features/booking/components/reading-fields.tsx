import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLongDate } from '../../../components/format-date';
import type { useBookingReading } from '../use-booking-reading';
import { ApplicationFields } from './application-fields';
import { PurposeAndTopic } from './purpose-topic-fields';

/** Where the sign-in continues: back to this step, the cart and the typed data kept. */
export const SIGN_IN_FOR_BOOKING = `/anmelden?next=${encodeURIComponent('/your-personal-data')}`;

/**
 * The research part of the personal data step: purpose and topic (`with-booking`), and
 * for a room that asks for a user application either the way to sign in first, the note
 * that the reader's approved application covers the visits, or the application form.
 */
export function ReadingFields({ reading }: { reading: ReturnType<typeof useBookingReading> }) {
  const { t, i18n } = useTranslation('reader');
  const { need, latest } = reading;
  return (
    <>
      {need.withBooking ? (
        <Stack gap="sm" component="section" aria-labelledby="booking-reading-title">
          <Title order={2} size="h3" id="booking-reading-title">
            {t('reading.title')}
          </Title>
          <Text>{t('reading.intro')}</Text>
          <PurposeAndTopic form={reading.form} purposes={reading.settings.purposes} />
        </Stack>
      ) : null}
      {need.application === 'loading' ? (
        <Text role="status">{t('reading.loading')}</Text>
      ) : need.application === 'sign-in' ? (
        <Alert
          id="booking-reading-sign-in"
          tabIndex={-1}
          color="blue"
          variant="outline"
          title={t('application.signInTitle')}
          className="lesesaal-focus-target"
        >
          <Text mb="sm">{t('application.signInText')}</Text>
          <Button component={Link} to={SIGN_IN_FOR_BOOKING}>
            {t('application.signIn')}
          </Button>
        </Alert>
      ) : need.application === 'covered' ? (
        <Text>
          {latest?.validUntil
            ? t('application.valid', { date: formatLongDate(latest.validUntil, i18n.language) })
            : null}
        </Text>
      ) : need.application === 'waiting' ? (
        <Text>{t('application.waiting')}</Text>
      ) : need.application === 'form' ? (
        <ApplicationFields
          form={reading.form}
          settings={reading.settings}
          previous={latest?.state ?? null}
        />
      ) : null}
    </>
  );
}
