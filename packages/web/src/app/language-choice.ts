/**
 * The language a visitor or staff member chose with the language switch, kept in session
 * storage, so a reload (after signing in, or a deep link opened in the same tab) keeps it.
 * The mount element's `language` stays the default for a new tab.
 */
const LANGUAGE_STORAGE_KEY = 'lesesaal.language';

export function readLanguageChoice(): 'de' | 'en' | null {
  try {
    const value = window.sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'de' || value === 'en' ? value : null;
  } catch {
    return null; // storage blocked: the configured language
  }
}

/**
 * `?lang=en` (or `de`) in the address: the e-mailed link of a booking carries the language
 * the visitor booked in, so the page opens in it whatever the mount element says.
 */
export function readLanguageFromAddress(
  search: string = window.location.search,
): 'de' | 'en' | null {
  const value = new URLSearchParams(search).get('lang')?.trim().toLowerCase();
  return value === 'de' || value === 'en' ? value : null;
}

export function storeLanguageChoice(language: 'de' | 'en'): void {
  try {
    window.sessionStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice holds for this page view only
  }
}
