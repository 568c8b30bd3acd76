import type { TFunction } from 'i18next';
import {
  DEFAULT_APPLICATION_PURPOSES,
  type UserApplicationMode,
} from '@lesesaal/domain/applications/settings';
import { useConfig, type WebConfig } from '../config';

/** The archive's user application settings as the visitor screens need them. */
export interface VisitorApplicationSettings {
  mode: UserApplicationMode;
  purposes: readonly string[];
  readingRulesUrl: string | null;
  readingRulesVersion: string | null;
}

/**
 * The archive's user application settings from the client configuration (the mount element,
 * written by the server from the archive's settings): the one place the web reads them. No
 * purposes read as the eight default keys.
 */
export function applicationSettingsOf(config: WebConfig): VisitorApplicationSettings {
  return {
    mode: config.userApplication,
    purposes:
      config.applicationPurposes.length > 0
        ? config.applicationPurposes
        : DEFAULT_APPLICATION_PURPOSES,
    readingRulesUrl: config.readingRulesUrl,
    readingRulesVersion: config.readingRulesVersion,
  };
}

export function useApplicationSettings(): VisitorApplicationSettings {
  return applicationSettingsOf(useConfig());
}

const DEFAULT_KEYS = new Set<string>(DEFAULT_APPLICATION_PURPOSES);

/** A purpose as the reader reads it: the text of a default key, an archive's own as given. */
export function purposeLabel(t: TFunction<'reader'>, purpose: string): string {
  return DEFAULT_KEYS.has(purpose)
    ? t(`purposes.${purpose as (typeof DEFAULT_APPLICATION_PURPOSES)[number]}`)
    : purpose;
}
