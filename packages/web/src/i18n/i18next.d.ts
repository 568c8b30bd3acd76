// Typed translation keys: `t('screens.home.title')` is checked against the German texts
// (the default language; i18n.test.ts keeps en in step). A new namespace adds one line.
import 'i18next';
import type adminApplications from '../../../domain/src/texts/de/admin-applications.json';
import type adminAudit from '../../../domain/src/texts/de/admin-audit.json';
import type adminBlacklist from '../../../domain/src/texts/de/admin-blacklist.json';
import type adminCheckin from '../../../domain/src/texts/de/admin-checkin.json';
import type adminDashboard from '../../../domain/src/texts/de/admin-dashboard.json';
import type adminGroups from '../../../domain/src/texts/de/admin-groups.json';
import type adminHolidays from '../../../domain/src/texts/de/admin-holidays.json';
import type adminPullList from '../../../domain/src/texts/de/admin-pull-list.json';
import type adminReports from '../../../domain/src/texts/de/admin-reports.json';
import type adminReservations from '../../../domain/src/texts/de/admin-reservations.json';
import type adminStatistics from '../../../domain/src/texts/de/admin-statistics.json';
import type adminStays from '../../../domain/src/texts/de/admin-stays.json';
import type adminRooms from '../../../domain/src/texts/de/admin-rooms.json';
import type adminSeats from '../../../domain/src/texts/de/admin-seats.json';
import type adminTimeSlots from '../../../domain/src/texts/de/admin-time-slots.json';
import type adminUsers from '../../../domain/src/texts/de/admin-users.json';
import type auth from '../../../domain/src/texts/de/auth.json';
import type booked from '../../../domain/src/texts/de/booked.json';
import type booking from '../../../domain/src/texts/de/booking.json';
import type common from '../../../domain/src/texts/de/common.json';
import type errors from '../../../domain/src/texts/de/errors.json';
import type groups from '../../../domain/src/texts/de/groups.json';
import type platform from '../../../domain/src/texts/de/platform.json';
import type privacy from '../../../domain/src/texts/de/privacy.json';
import type publicBody from '../../../domain/src/texts/de/public-body.json';
import type reader from '../../../domain/src/texts/de/reader.json';
import type opening from '../../../domain/src/texts/de/opening.json';
import type records from '../../../domain/src/texts/de/records.json';
import type seats from '../../../domain/src/texts/de/seats.json';
import type stays from '../../../domain/src/texts/de/stays.json';
import type validation from '../../../domain/src/texts/de/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      'admin-applications': typeof adminApplications;
      'admin-audit': typeof adminAudit;
      'admin-blacklist': typeof adminBlacklist;
      'admin-checkin': typeof adminCheckin;
      'admin-dashboard': typeof adminDashboard;
      'admin-groups': typeof adminGroups;
      'admin-holidays': typeof adminHolidays;
      'admin-pull-list': typeof adminPullList;
      'admin-reports': typeof adminReports;
      'admin-reservations': typeof adminReservations;
      'admin-statistics': typeof adminStatistics;
      'admin-stays': typeof adminStays;
      'admin-rooms': typeof adminRooms;
      'admin-seats': typeof adminSeats;
      'admin-time-slots': typeof adminTimeSlots;
      'admin-users': typeof adminUsers;
      auth: typeof auth;
      booked: typeof booked;
      booking: typeof booking;
      common: typeof common;
      errors: typeof errors;
      groups: typeof groups;
      platform: typeof platform;
      privacy: typeof privacy;
      'public-body': typeof publicBody;
      reader: typeof reader;
      opening: typeof opening;
      records: typeof records;
      seats: typeof seats;
      stays: typeof stays;
      validation: typeof validation;
    };
  }
}
