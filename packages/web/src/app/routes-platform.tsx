import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen';

// The platform administration's screens, each its own chunk; this module is only reached
// through the dynamic import in bootstrap.tsx.

const ArchivesScreen = screen(
  () => import('../features/platform-admin/components/archives-screen'),
  'ArchivesScreen',
);
const ArchiveCreateScreen = screen(
  () => import('../features/platform-admin/components/archive-create-screen'),
  'ArchiveCreateScreen',
);
const ArchiveEditScreen = screen(
  () => import('../features/platform-admin/components/archive-edit-screen'),
  'ArchiveEditScreen',
);
const ArchiveSettingsScreen = screen(
  () => import('../features/platform-admin/components/archive-settings-screen'),
  'ArchiveSettingsScreen',
);
const AuditLogScreen = screen(
  () => import('../features/platform-admin/components/audit-log-screen'),
  'AuditLogScreen',
);
const SecondFactorScreen = screen(
  () => import('../features/platform-admin/components/second-factor-screen'),
  'SecondFactorScreen',
);
const OverviewScreen = screen(
  () => import('../features/platform-admin/components/overview-screen'),
  'OverviewScreen',
);

/** The platform administration's screens, relative to `/platform/`. */
export const platformRoutes: RouteObject[] = [
  { index: true, element: <ArchivesScreen /> },
  { path: 'archives/new', element: <ArchiveCreateScreen /> },
  { path: 'archives/:id', element: <ArchiveEditScreen /> },
  { path: 'archives/:id/settings', element: <ArchiveSettingsScreen /> },
  { path: 'overview', element: <OverviewScreen /> },
  { path: 'audit-log', element: <AuditLogScreen /> },
  { path: 'second-factor', element: <SecondFactorScreen /> },
];
