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

/** A name as part of an ASCII file name: `Lesesaal Öst` → `lesesaal-ost` (umlauts lose their dots). */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug === '' ? 'raum' : slug;
}
