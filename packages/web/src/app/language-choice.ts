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

export function storeLanguageChoice(language: 'de' | 'en'): void {
  try {
    window.sessionStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice holds for this page view only
  }
}
