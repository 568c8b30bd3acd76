/**
 * Date the accessibility statement was prepared and last reviewed (ISO date). The one place
 * to change when the statement is reviewed again.
 */
export const STATEMENT_DATE = '2026-11-27';

/** The federal enforcement body, named when the archive configures none of its own. */
export const FEDERAL_ENFORCEMENT_BODY = {
  name: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG)',
  url: 'https://www.schlichtungsstelle-bgg.de',
} as const;
