import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { confirmedGroup, renderScreenAt } from '../../test/group-lines-test-support';
import type { DailyReport } from './api';
import { DailyReportScreen } from './components/daily-report-screen';

type GroupLine = NonNullable<DailyReport['groups']>[number];

const group: GroupLine = {
  ...confirmedGroup,
  timeSlotId: 7,
  topic: 'Stadtgeschichte 1848',
  units: 'Urkunden 1848/1-20\nKarten',
};

const report = (content: DailyReport['content'], groups: GroupLine[]): DailyReport => ({
  roomId: 1,
  roomName: 'Lesesaal Ost',
  date: '2030-03-05',
  content,
  groups,
});

const bert = {
  timeSlotId: 7,
  startTime: '09:00',
  endTime: '12:00',
  seatNumber: 16,
  lastName: 'Ärger',
  firstName: 'Bert',
  accessibility: false,
  attendance: null,
  seatMissing: false,
};

function renderReport(answer: DailyReport, language: 'de' | 'en' = 'en') {
  return renderScreenAt(
    '/daily-report/1?date=2030-03-05',
    '/daily-report/:id',
    <DailyReportScreen />,
    {
      fetch: fakeFetch(on('GET', '/api/admin/tickets/report/daily', 200, answer)),
      namespaces: ['admin-reports'],
      config: { language, interface: 'admin' },
    },
  );
}

describe('daily report: a confirmed group', () => {
  it('is one line with its count, topic and records, below the booked seats', async () => {
    await renderReport(report([bert], [group]));
    const seats = await screen.findByRole('table', {
      name: 'Booked seats in Lesesaal Ost on 05.03.2030',
    });
    expect(within(seats).getAllByRole('row')).toHaveLength(2);
    const groups = screen.getByRole('table', { name: 'Groups in Lesesaal Ost on 05.03.2030' });
    const rows = within(groups).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(
      'Group Maria MusterBG Klosterneuburg',
    );
    expect(rows[1]).toHaveTextContent('K7RX-2PQM');
    expect(within(rows[1]!).getByText('15 seats')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('14')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Stadtgeschichte 1848')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Urkunden 1848/1-20; Karten')).toBeInTheDocument();
    expect(screen.getByText('1 group with 15 seats')).toBeInTheDocument();
  });

  it('shows a day with only a group (German) without "no reservations"', async () => {
    await renderReport(
      report([], [{ ...group, wholeRoom: true, seats: 20, participants: null }]),
      'de',
    );
    const groups = await screen.findByRole('table', {
      name: 'Gruppen in Lesesaal Ost am 05.03.2030',
    });
    expect(within(groups).getByText('ganzer Lesesaal (20 Plätze)')).toBeInTheDocument();
    expect(screen.queryByText('Am 05.03.2030 gibt es keine Reservierungen.')).toBeNull();
  });
});
