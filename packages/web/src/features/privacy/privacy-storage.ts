/** The privacy notice flag in session storage. */
export const PRIVACY_STORAGE_KEY = 'lesesaal.privacyAccepted';

export function isPrivacyAccepted(): boolean {
  try {
    return window.sessionStorage.getItem(PRIVACY_STORAGE_KEY) === 'true';
  } catch {
    return false; // storage blocked: ask again
  }
}

export function storePrivacyAccepted(): void {
  try {
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
  } catch {
    // storage blocked: acceptance holds for this page view only
  }
}
