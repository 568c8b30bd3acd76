import { regionNames } from './region-names';

/**
 * A country's name in `language` from its ISO 3166-1 alpha-2 code ("DE" → "Deutschland"),
 * with the code after it for the staff's records ("Deutschland (DE)"); the code alone where
 * the browser cannot name it.
 */
export function countryName(code: string, language: string): string {
  const name = regionNames(language)(code);
  return name ? `${name} (${code})` : code;
}
