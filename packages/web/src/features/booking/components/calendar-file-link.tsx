import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../config';
import { ownerCalendarUrl } from '../cart-api';

/**
 * The booking's calendar file (the entries the confirmation mail attaches), as a plain
 * download link in the page's language.
 */
export function CalendarFileLink({ ownerId }: { ownerId: string }) {
  const { t, i18n } = useTranslation('booked');
  const { baseApiUrl } = useConfig();
  const language = i18n.language.slice(0, 2) === 'en' ? 'en' : 'de';
  return (
    <Button
      component="a"
      href={ownerCalendarUrl(baseApiUrl, ownerId, language)}
      download
      variant="outline"
    >
      {t('success.calendar')}
    </Button>
  );
}
