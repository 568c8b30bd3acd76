import type { ComponentType } from 'react';
import type { WebConfig } from '../config';

/**
 * The root component of every interface mode but the visitor's: the staff apps, the staff
 * login, the permission message and the platform administration, each a chunk of its own.
 * Reached through one dynamic import in bootstrap.tsx, so the visitor's entry chunk carries
 * neither these imports nor the lists of the chunks each of them preloads.
 */
export async function loadStaffModeRoot(config: WebConfig): Promise<ComponentType> {
  switch (config.interface) {
    case 'user':
      throw new Error('the visitor app is in the entry chunk (bootstrap.tsx)');
    case 'permissionerror':
      return (await import('./permission-error-app')).PermissionErrorApp;
    case 'platform':
      return (await import('./platform-app')).PlatformApp;
    case 'admin':
    case 'reports':
    case 'desk':
      if (config.signedOut) return (await import('./staff-login-app')).StaffLoginApp;
      if (config.interface === 'admin') return (await import('./admin-app')).AdminApp;
      if (config.interface === 'desk') return (await import('./desk-app')).DeskApp;
      return (await import('./reports-app')).ReportsApp;
  }
}
