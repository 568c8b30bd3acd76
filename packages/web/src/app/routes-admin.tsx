import type { RouteObject } from 'react-router';
import { screen } from './lazy-screen';

// Every staff screen is its own chunk; this module itself is only reached through the
// dynamic import in bootstrap.tsx, so the visitor bundle never contains it.

const DashboardScreen = screen(
  () => import('../features/admin-dashboard/components/dashboard-screen'),
  'DashboardScreen',
);
const RoomsScreen = screen(
  () => import('../features/admin-rooms/components/rooms-screen'),
  'RoomsScreen',
);
const RoomFormScreen = screen(
  () => import('../features/admin-rooms/components/room-form-screen'),
  'RoomFormScreen',
);
const RoomImageScreen = screen(
  () => import('../features/admin-rooms/components/room-image-screen'),
  'RoomImageScreen',
);
const SeatsScreen = screen(
  () => import('../features/admin-seats/components/seats-screen'),
  'SeatsScreen',
);
const SeatPlanScreen = screen(
  () => import('../features/admin-seats/components/seat-plan-screen'),
  'SeatPlanScreen',
);
const EquipmentScreen = screen(
  () => import('../features/admin-seats/components/equipment-screen'),
  'EquipmentScreen',
);
const SlotsCalendarScreen = screen(
  () => import('../features/admin-time-slots/components/slots-calendar-screen'),
  'SlotsCalendarScreen',
);
const SlotAddScreen = screen(
  () => import('../features/admin-time-slots/components/slot-add-screen'),
  'SlotAddScreen',
);
const SlotEditScreen = screen(
  () => import('../features/admin-time-slots/components/slot-edit-screen'),
  'SlotEditScreen',
);
const MultiCapacityScreen = screen(
  () => import('../features/admin-time-slots/components/multi-capacity-screen'),
  'MultiCapacityScreen',
);
const StaffBookingScreen = screen(
  () => import('../features/admin-time-slots/components/staff-booking-screen'),
  'StaffBookingScreen',
);
const OverbookedScreen = screen(
  () => import('../features/admin-time-slots/components/overbooked-screen'),
  'OverbookedScreen',
);
const UsersScreen = screen(
  () => import('../features/admin-users/components/users-screen'),
  'UsersScreen',
);
const UserFormScreen = screen(
  () => import('../features/admin-users/components/user-form-screen'),
  'UserFormScreen',
);
const BlacklistScreen = screen(
  () => import('../features/admin-blacklist/components/blacklist-screen'),
  'BlacklistScreen',
);
const BlacklistFormScreen = screen(
  () => import('../features/admin-blacklist/components/blacklist-form-screen'),
  'BlacklistFormScreen',
);
const HolidayListScreen = screen(
  () => import('../features/admin-holidays/components/holiday-list-screen'),
  'HolidayListScreen',
);
const HolidayFormScreen = screen(
  () => import('../features/admin-holidays/components/holiday-form-screen'),
  'HolidayFormScreen',
);
const HolidayImportScreen = screen(
  () => import('../features/admin-holidays/components/holiday-import-screen'),
  'HolidayImportScreen',
);
const ReservationsScreen = screen(
  () => import('../features/admin-reservations/components/reservations-screen'),
  'ReservationsScreen',
);
const ReservationEditScreen = screen(
  () => import('../features/admin-reservations/components/reservation-edit-screen'),
  'ReservationEditScreen',
);
const ReportsScreen = screen(
  () => import('../features/admin-reports/components/reports-screen'),
  'ReportsScreen',
);
const OccupancyReportScreen = screen(
  () => import('../features/admin-reports/components/occupancy-report-screen'),
  'OccupancyReportScreen',
);
const DailyReportScreen = screen(
  () => import('../features/admin-reports/components/daily-report-screen'),
  'DailyReportScreen',
);

const StatisticsScreen = screen(
  () => import('../features/admin-statistics/components/statistics-screen'),
  'StatisticsScreen',
);
const YearSummaryScreen = screen(
  () => import('../features/admin-statistics/components/year-summary-screen'),
  'YearSummaryScreen',
);

const CheckInScreen = screen(
  () => import('../features/admin-checkin/components/check-in-screen'),
  'CheckInScreen',
);

const PullListScreen = screen(
  () => import('../features/admin-pull-list/components/pull-list-screen'),
  'PullListScreen',
);

const AuditLogScreen = screen(
  () => import('../features/admin-audit/components/audit-log-screen'),
  'AuditLogScreen',
);

const ApplicationsScreen = screen(
  () => import('../features/admin-applications/components/applications-screen'),
  'ApplicationsScreen',
);
const ApplicationScreen = screen(
  () => import('../features/admin-applications/components/application-screen'),
  'ApplicationScreen',
);

const GroupsScreen = screen(
  () => import('../features/admin-groups/components/groups-screen'),
  'GroupsScreen',
);
const GroupScreen = screen(
  () => import('../features/admin-groups/components/group-screen'),
  'GroupScreen',
);

/** The admin interface's screens ("Admin interface"), relative to `/admin/`. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <DashboardScreen /> },
  { path: 'rooms', element: <RoomsScreen /> },
  { path: 'room-add', element: <RoomFormScreen /> },
  { path: 'room-edit/:id', element: <RoomFormScreen /> },
  { path: 'room-edit-image/:id', element: <RoomImageScreen /> },
  { path: 'room/:id/seats', element: <SeatsScreen /> },
  { path: 'room/:id/seat-plan', element: <SeatPlanScreen /> },
  { path: 'seat-equipment', element: <EquipmentScreen /> },
  { path: 'room/:id/time-slots', element: <SlotsCalendarScreen /> },
  { path: 'room/:id/time-slot-add', element: <SlotAddScreen /> },
  { path: 'room/:roomId/time-slot-edit/:id', element: <SlotEditScreen /> },
  { path: 'room/:roomId/time-slot-edit-multi-capacity', element: <MultiCapacityScreen /> },
  { path: 'room/:roomId/time-slot-book/:id', element: <StaffBookingScreen /> },
  { path: 'overbooked', element: <OverbookedScreen /> },
  { path: 'blacklist', element: <BlacklistScreen /> },
  { path: 'blacklist-add', element: <BlacklistFormScreen /> },
  { path: 'blacklist-edit/:email', element: <BlacklistFormScreen /> },
  { path: 'holiday-list', element: <HolidayListScreen /> },
  { path: 'holiday-add', element: <HolidayFormScreen /> },
  { path: 'holiday-edit/:id', element: <HolidayFormScreen /> },
  { path: 'holiday-import', element: <HolidayImportScreen /> },
  { path: 'reservations', element: <ReservationsScreen /> },
  { path: 'reservations/:id', element: <ReservationEditScreen /> },
  { path: 'reports', element: <ReportsScreen /> },
  { path: 'occupancy-report', element: <OccupancyReportScreen /> },
  { path: 'daily-report/:id', element: <DailyReportScreen /> },
  { path: 'statistics', element: <StatisticsScreen /> },
  { path: 'statistics/year', element: <YearSummaryScreen /> },
  { path: 'users', element: <UsersScreen /> },
  { path: 'user-add', element: <UserFormScreen /> },
  { path: 'user-edit/:id', element: <UserFormScreen /> },
  { path: 'audit-log', element: <AuditLogScreen /> },
  { path: 'today', element: <CheckInScreen /> },
  { path: 'pull-list', element: <PullListScreen /> },
  { path: 'applications', element: <ApplicationsScreen /> },
  { path: 'applications/:id', element: <ApplicationScreen /> },
  { path: 'group-requests', element: <GroupsScreen /> },
  { path: 'group-requests/:id', element: <GroupScreen /> },
];
