// Shared by the group visit's tests: a room, its slots, a request as the server answers it,
// and the visitor's group screens in a router on a fetch double.
import { MemoryRouter, Route, Routes } from 'react-router';
import { addDays } from '@lesesaal/domain/dates';
import { NotificationList } from '../../components/notifications/notification-list';
import type { WebConfig } from '../../config';
import { renderWithProviders, testToday } from '../../test/render';
import type { GroupRequestView, GroupRoom, GroupSlot } from './api';
import { GroupManageScreen } from './components/group-manage-screen';
import { GroupRequestScreen } from './components/group-request-screen';

/** Three days ahead: a day groups can ask for. */
export const groupDay = addDays(testToday(), 3);

export const groupRoom: GroupRoom = {
  id: 7,
  version: 0,
  name: 'Lesesaal Ost',
  description: 'Erdgeschoss',
  capacity: 20,
  openStart: { type: 'DAY', value: 0 },
  openEnd: { type: 'DAY', value: 60 },
  imageAlt: null,
  imageUrl: null,
  sortOrder: 0,
  nextFreeDate: null,
  namedSeats: null,
};

export const groupSlot = (id: number, over: Partial<GroupSlot> = {}): GroupSlot => ({
  id,
  roomId: 7,
  roomName: 'Lesesaal Ost',
  date: groupDay,
  startTime: '09:00',
  endTime: '12:00',
  capacity: 20,
  ticketCount: 2,
  failedRules: [],
  ...over,
});

export const groupView = (over: Partial<GroupRequestView> = {}): GroupRequestView => ({
  status: 'REQUESTED',
  bookingNumber: null,
  roomId: 7,
  roomName: 'Lesesaal Ost',
  timeSlotId: 81,
  date: groupDay,
  startTime: '09:00',
  endTime: '12:00',
  wholeRoom: false,
  seatsRequested: 15,
  seats: null,
  participants: null,
  organiserName: 'Maria Muster',
  institution: 'BG Klosterneuburg',
  email: 'm.muster@schule.example',
  phone: null,
  topic: 'Stadtgeschichte 1848',
  units: 'Urkunden 1848/1-20\nKarten',
  declineReason: null,
  participantsUntil: addDays(groupDay, -1),
  canChangeParticipants: true,
  canCancel: true,
  ...over,
});

/** The group screens at `path` (`/room/7/group-request…`, `/group/<token>`). */
export function renderGroupScreens(
  path: string,
  fetch: typeof globalThis.fetch,
  config: Partial<WebConfig> = {},
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/room/:id/group-request" element={<GroupRequestScreen />} />
        <Route path="/group/:token" element={<GroupManageScreen />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['groups'], config },
  );
}
