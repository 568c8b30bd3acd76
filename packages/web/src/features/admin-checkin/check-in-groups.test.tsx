import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { confirmedGroup, renderScreenAt } from '../../test/group-lines-test-support';
import { testToday } from '../../test/render';
import type { CheckInDay, CheckInLine } from './api';
import { CheckInScreen } from './components/check-in-screen';

const TODAY = testToday();

const anna: CheckInLine = {
  id: 1,
  timeSlotId: 10,
  roomId: 1,
  roomName: 'Lesesaal Ost',
  date: TODAY,
  startTime: '09:00',
  endTime: '12:00',
  seatNumber: 16,
  bookingNumber: 'UVNSGA39',
  title: null,
  firstName: 'Anna',
  lastName: 'Zeller',
  accessibility: false,
  checkedInAt: null,
  seatReleased: false,
  noShow: false,
  seatMissing: false,
  applicationState: null,
};

type GroupLine = NonNullable<CheckInDay['groups']>[number];
const group = (over: Partial<GroupLine> = {}): GroupLine => ({
  ...confirmedGroup,
  timeSlotId: 10,
  roomId: 1,
  roomName: 'Lesesaal Ost',
  date: TODAY,
  ...over,
});

const day = (content: CheckInLine[], groups: GroupLine[]): CheckInDay => ({
  date: TODAY,
  today: true,
  roomId: null,
  rooms: [{ id: 1, name: 'Lesesaal Ost' }],
  content,
  groups,
});

function renderDesk(answer: CheckInDay, language: 'de' | 'en' = 'en') {
  return renderScreenAt('/', '/', <CheckInScreen />, {
    fetch: fakeFetch(on('GET', '/api/admin/checkin', 200, answer)),
    namespaces: ['admin-checkin'],
    config: { language, interface: 'desk' },
  });
}

describe('check-in: a confirmed group', () => {
  it('is one line with its seats and participants, apart from the visitors', async () => {
    const { user } = await renderDesk(
      day(
        [anna],
        [
          group(),
          group({
            id: 18,
            bookingNumber: 'WHOL2345',
            organiserName: null,
            institution: null,
            wholeRoom: true,
            seats: 20,
            participants: null,
            startTime: '13:00',
            endTime: '16:00',
          }),
        ],
      ),
    );
    const groups = await screen.findByRole('table', { name: /^Groups on / });
    const rows = within(groups).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const maria = rows[1]!;
    expect(within(maria).getByRole('rowheader')).toHaveTextContent('Group Maria Muster');
    expect(within(maria).getByRole('rowheader')).toHaveTextContent('BG Klosterneuburg');
    expect(maria).toHaveTextContent('K7RX-2PQM');
    expect(within(maria).getByText('15 seats')).toBeInTheDocument();
    expect(within(maria).getByText('14')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('whole reading room (20 seats)')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('Group (name erased)');
    expect(screen.getByText('2 groups with 35 seats')).toBeInTheDocument();
    // the visitors' list is unchanged: one person, no group seats in it
    const visitors = screen.getByRole('table', { name: /^Bookings on / });
    expect(within(visitors).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText(/0 of 1 person arrived/)).toBeInTheDocument();
    // no arrival button for a group
    expect(within(groups).queryByRole('button')).toBeNull();

    // the search finds a group by its booking number or name
    await user.type(screen.getByRole('textbox', { name: /Name or booking number/ }), 'K7RX');
    expect(
      within(screen.getByRole('table', { name: /^Groups on / })).getAllByRole('row'),
    ).toHaveLength(2);
  });

  it('shows a day with only a group, in German, without "no bookings"', async () => {
    await renderDesk(day([], [group()]), 'de');
    const groups = await screen.findByRole('table', { name: /^Gruppen am / });
    expect(within(groups).getByText('15 Plätze')).toBeInTheDocument();
    expect(screen.queryByText('Für diesen Tag gibt es keine Buchungen.')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Gruppen' })).toBeInTheDocument();
  });

  it('says "no bookings" when there is neither a visitor nor a group', async () => {
    await renderDesk(day([], []), 'de');
    expect(await screen.findByText('Für diesen Tag gibt es keine Buchungen.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Gruppen am / })).toBeNull();
  });
});
