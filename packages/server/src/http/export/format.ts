import { z } from 'zod';

/** The file formats of an export. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The staff member's UI language: column titles, yes/no, CSV separator and file name. */
export const EXPORT_LANGUAGES = ['de', 'en'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** Query parameters every export adds to its screen's filters; a wrong format is a 400. */
export const exportQueryShape = {
  format: z.enum(EXPORT_FORMATS, { error: 'required' }),
  lang: z.enum(EXPORT_LANGUAGES).default('de'),
};

/** A column: its title in both languages. */
export interface ExportColumn {
  de: string;
  en: string;
}
