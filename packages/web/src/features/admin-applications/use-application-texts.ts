import { useTranslation } from 'react-i18next';
import { DEFAULT_APPLICATION_PURPOSES as DEFAULT_PURPOSES } from '@lesesaal/domain/applications/settings';
import { formatDisplayDate } from '@lesesaal/domain/dates';
import { formatInstant } from '../../components/format-date';
import { useConfig } from '../../config';

/**
 * An application's values in words: a purpose (the default keys by their text, an archive's
 * own purposes as given), a day (dd.MM.yyyy), a moment on the archive's wall clock.
 */
export function useApplicationTexts() {
  const { t, i18n } = useTranslation('admin-applications');
  const { timeZone } = useConfig();
  const purposeText = (purpose: string) =>
    (DEFAULT_PURPOSES as readonly string[]).includes(purpose)
      ? t(`purposes.${purpose as (typeof DEFAULT_PURPOSES)[number]}`)
      : purpose;
  const dayText = (date: string | null | undefined) =>
    date ? formatDisplayDate(date.slice(0, 10)) : t('detail.none');
  const momentText = (instant: string | null | undefined, withTime = true) =>
    instant ? formatInstant(instant, i18n.language, timeZone, withTime) : t('detail.none');
  return { purposeText, dayText, momentText };
}
