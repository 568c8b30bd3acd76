// Typed translation keys: `t('screens.home.title')` is checked against the German texts
// (the default language; i18n.test.ts keeps en in step). A new namespace adds one line.
import 'i18next';
import type adminAudit from './de/admin-audit.json';
import type adminBlacklist from './de/admin-blacklist.json';
import type adminCheckin from './de/admin-checkin.json';
import type adminDashboard from './de/admin-dashboard.json';
import type adminHolidays from './de/admin-holidays.json';
import type adminPullList from './de/admin-pull-list.json';
import type adminReports from './de/admin-reports.json';
import type adminReservations from './de/admin-reservations.json';
import type adminStatistics from './de/admin-statistics.json';
import type adminRooms from './de/admin-rooms.json';
import type adminSeats from './de/admin-seats.json';
import type adminTimeSlots from './de/admin-time-slots.json';
import type adminUsers from './de/admin-users.json';
import type auth from './de/auth.json';
import type booked from './de/booked.json';
import type booking from './de/booking.json';
import type common from './de/common.json';
import type errors from './de/errors.json';
import type platform from './de/platform.json';
import type privacy from './de/privacy.json';
import type publicBody from './de/public-body.json';
import type records from './de/records.json';
import type seats from './de/seats.json';
import type validation from './de/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      'admin-audit': typeof adminAudit;
      'admin-blacklist': typeof adminBlacklist;
      'admin-checkin': typeof adminCheckin;
      'admin-dashboard': typeof adminDashboard;
      'admin-holidays': typeof adminHolidays;
      'admin-pull-list': typeof adminPullList;
      'admin-reports': typeof adminReports;
      'admin-reservations': typeof adminReservations;
      'admin-statistics': typeof adminStatistics;
      'admin-rooms': typeof adminRooms;
      'admin-seats': typeof adminSeats;
      'admin-time-slots': typeof adminTimeSlots;
      'admin-users': typeof adminUsers;
      auth: typeof auth;
      booked: typeof booked;
      booking: typeof booking;
      common: typeof common;
      errors: typeof errors;
      platform: typeof platform;
      privacy: typeof privacy;
      'public-body': typeof publicBody;
      records: typeof records;
      seats: typeof seats;
      validation: typeof validation;
    };
  }
}
