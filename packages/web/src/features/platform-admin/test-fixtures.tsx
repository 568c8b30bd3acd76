/** Typed fixtures of the platform API for the platform screens' tests. */
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { NotificationList } from '../../components/notifications/notification-list';
import { renderWithProviders } from '../../test/render';
import type { Archive, ArchiveCounts } from './api';
import type { SettingsAnswer } from './settings-api';
import { ArchiveCreateScreen } from './components/archive-create-screen';
import { ArchiveEditScreen } from './components/archive-edit-screen';
import { ArchiveSettingsScreen } from './components/archive-settings-screen';
import { ArchivesScreen } from './components/archives-screen';
import { OverviewScreen } from './components/overview-screen';

export const DEFAULT_ARCHIVE: Archive = {
  id: 1,
  slug: 'default',
  name: 'Landesarchiv',
  hostName: null,
  timeZone: null,
  defaultLanguage: null,
  suspended: false,
  createdAt: '2026-01-02T09:00:00.000Z',
  isDefault: true,
};

export const archive = (overrides: Partial<Archive> = {}): Archive => ({
  id: 2,
  slug: 'stadt',
  name: 'Stadtarchiv',
  hostName: 'lesesaal.stadtarchiv.example',
  timeZone: 'Europe/Berlin',
  defaultLanguage: 'en',
  suspended: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  isDefault: false,
  ...overrides,
});

export const counts = (from: Archive, overrides: Partial<ArchiveCounts> = {}): ArchiveCounts => ({
  archiveId: from.id,
  slug: from.slug,
  name: from.name,
  suspended: from.suspended,
  rooms: 3,
  timeSlots: 1200,
  ticketsBookedThisMonth: 45,
  ticketsBookedThisYear: 2345,
  staffAccounts: 4,
  ...overrides,
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The platform screens at `path` (as under `/platform/`), with the pop-up list. */
export function renderPlatformScreen(
  path: string,
  fetch: typeof globalThis.fetch,
  language: 'de' | 'en' = 'en',
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <main id="lesesaal-main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<ArchivesScreen />} />
          <Route path="/archives/new" element={<ArchiveCreateScreen />} />
          <Route path="/archives/:id" element={<ArchiveEditScreen />} />
          <Route path="/archives/:id/settings" element={<ArchiveSettingsScreen />} />
          <Route path="/overview" element={<OverviewScreen />} />
        </Routes>
      </main>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['platform', 'validation'],
      config: { interface: 'platform', baseUrl: '/platform/', language },
    },
  );
}

type InstallationSettings = SettingsAnswer['installation'];

/** The installation's values as the settings API answers them; a test changes what it needs. */
export const installationSettings = (
  overrides: Partial<InstallationSettings> = {},
): InstallationSettings => ({
  logoUrl: null,
  primaryColor: null,
  imprintUrl: null,
  privacyUrl: null,
  accessibilityStatementUrl: null,
  contactEmail: null,
  address: null,
  feedbackEmail: 'feedback@installation.example',
  labelOverride: {},
  mailFromAddress: 'lesesaal@installation.example',
  smtpUrlSet: false,
  reminderTime: 'off',
  maxReservations: 4,
  holdMinutes: 15,
  maxDailyTickets: 500,
  timeslotBookableStartValue: 1,
  timeslotBookableEndValue: 60,
  personMaxVisitsPerWeek: 'off',
  personMaxVisitsPerMonth: 'off',
  personLimitScope: 'ALL',
  waitingListOfferHours: 24,
  userApplication: 'off',
  applicationValidity: 'calendar-year',
  applicationPurposes: ['amtlich', 'wissenschaftlich', 'privat'],
  readingRulesUrl: null,
  readingRulesVersion: null,
  applicationRetentionYears: 10,
  directory: null,
  ...overrides,
});
