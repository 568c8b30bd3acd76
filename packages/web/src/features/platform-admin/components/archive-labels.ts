import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Archive } from '../api';

/** The address an archive is served at on the installation's own host: `/` or `/<slug>/`. */
export const archivePath = (archive: Pick<Archive, 'slug' | 'isDefault'>) =>
  archive.isDefault ? '/' : `/${archive.slug}/`;

/** Time zone, language and state in words; unset settings read "as the installation". */
export function useArchiveLabels() {
  const { t } = useTranslation('platform');
  return {
    timeZone: useCallback(
      (archive: Pick<Archive, 'timeZone'>) => archive.timeZone ?? t('values.installation'),
      [t],
    ),
    language: useCallback(
      (archive: Pick<Archive, 'defaultLanguage'>) =>
        archive.defaultLanguage
          ? t(`values.languages.${archive.defaultLanguage}`)
          : t('values.installation'),
      [t],
    ),
    hostName: useCallback(
      (archive: Pick<Archive, 'hostName'>) => archive.hostName ?? t('values.noHostName'),
      [t],
    ),
    state: useCallback(
      (archive: Pick<Archive, 'suspended'>) =>
        archive.suspended ? t('values.suspended') : t('values.active'),
      [t],
    ),
  };
}
