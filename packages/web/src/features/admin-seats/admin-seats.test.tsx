import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotificationList } from '../../components/notifications/notification-list';
import { answerLater, at, fakeFetch, on, sentBody } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { AdminSeat, Equipment, RoomSeats } from './api';
import { EquipmentScreen } from './components/equipment-screen';
import { SeatPlanScreen } from './components/seat-plan-screen';
import { SeatsScreen } from './components/seats-screen';

const EQUIPMENT: Equipment[] = [
  { id: 1, key: 'microfilm', de: 'Mikrofilmlesegerät', en: 'Microfilm reader', accessible: false },
  {
    id: 2,
    key: 'accessible-desk',
    de: 'Barrierefreier Tisch',
    en: 'Accessible desk',
    accessible: true,
  },
];
const seat = (id: number, label: string, extra: Partial<AdminSeat> = {}): AdminSeat => ({
  id,
  roomId: 7,
  label,
  equipment: [],
  x: null,
  y: null,
  sortOrder: id,
  blocks: [],
  ...extra,
});
const roomSeats = (seats: AdminSeat[]): RoomSeats => ({
  settings: {
    roomId: 7,
    accessibleHoldBackDays: 2,
    planUrl: null,
    planAlt: null,
    planWidth: null,
    planHeight: null,
  },
  seats,
});
const room = on('GET', '/api/admin/rooms/{id}', 200, {
  id: 7,
  version: 1,
  name: 'Lesesaal Ost',
  description: 'Erdgeschoss',
  capacity: 12,
  openStart: { type: 'DAY', value: 2 },
  openEnd: { type: 'DAY', value: 30 },
  imageAlt: null,
  imageUrl: null,
  sortOrder: 0,
  noShowReleaseMinutes: null,
});

function renderAt(path: string, fetch: typeof globalThis.fetch) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/room/:id/seats" element={<SeatsScreen />} />
        <Route path="/room/:id/seat-plan" element={<SeatPlanScreen />} />
        <Route path="/seat-equipment" element={<EquipmentScreen />} />
      </Routes>
      <NotificationList />
    </MemoryRouter>,
    { fetch, namespaces: ['admin-seats', 'seats', 'validation'] },
  );
}

describe('seats screen', () => {
  it('lists the seats first: label, equipment names and blocks', async () => {
    const fetch = fakeFetch(
      room,
      on('GET', '/api/admin/seat-equipment', 200, EQUIPMENT),
      on(
        'GET',
        '/api/admin/rooms/{id}/seats',
        200,
        roomSeats([
          seat(1, '12', { equipment: ['microfilm', 'accessible-desk'] }),
          seat(2, 'M2', {
            blocks: [{ id: 5, reason: 'Lampe defekt', from: '2030-03-05', until: '2030-03-07' }],
          }),
        ]),
      ),
    );
    await renderAt('/room/7/seats', fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sitzplätze: Lesesaal Ost' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '2 Plätze' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('12');
    expect(rows[0]).toHaveTextContent('Mikrofilmlesegerät, Barrierefreier Tisch');
    expect(rows[0]).toHaveTextContent('nein');
    expect(rows[1]).toHaveTextContent('05.03.2030 bis 07.03.2030: Lampe defekt');
    expect(
      screen.getByRole('button', {
        name: 'Sperre von Platz M2 aufheben (05.03.2030 bis 07.03.2030)',
      }),
    ).toBeInTheDocument();
  });

  it('adds a seat with equipment; an empty label is refused in the form without a call', async () => {
    const fetch = fakeFetch(
      room,
      on('GET', '/api/admin/seat-equipment', 200, EQUIPMENT),
      on('GET', '/api/admin/rooms/{id}/seats', 200, roomSeats([])),
      on('POST', '/api/admin/rooms/{id}/seats', 201, seat(3, 'M3', { equipment: ['microfilm'] })),
    );
    const { user } = await renderAt('/room/7/seats', fetch);
    expect(
      await screen.findByText('Dieser Lesesaal hat noch keine benannten Plätze.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Platz hinzufügen' }));
    const label = screen.getByRole('textbox', { name: /Bezeichnung/ });
    await waitFor(() => expect(label).toHaveFocus());
    expect(label).toHaveAccessibleDescription(/Eine Eingabe ist erforderlich/);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(label, 'M3');
    await user.click(await screen.findByRole('checkbox', { name: 'Mikrofilmlesegerät' }));
    await user.click(screen.getByRole('button', { name: 'Platz hinzufügen' }));
    expect(await screen.findByText('Platz M3 hinzugefügt')).toBeInTheDocument();
    expect(sentBody(fetch, 'POST')).toEqual({ label: 'M3', equipment: ['microfilm'] });
  });

  it('blocks a seat, shows the booking that lost it and moves it to a free seat', async () => {
    const fetch = fakeFetch(
      room,
      on('GET', '/api/admin/seat-equipment', 200, EQUIPMENT),
      on('GET', '/api/admin/rooms/{id}/seats', 200, roomSeats([seat(1, '12'), seat(2, '13')])),
      on('POST', '/api/admin/rooms/{id}/seats/{seatId}/blocks', 201, {
        block: { id: 9, reason: 'Lampe defekt', from: '2030-03-04', until: '2030-03-04' },
        affected: [
          {
            ticketId: 40,
            bookingNumber: 'AB12CD34',
            timeSlotId: 70,
            date: '2030-03-04',
            startTime: '09:00',
            endTime: '12:00',
            seatId: null,
          },
        ],
      }),
      at(
        '/api/admin/rooms/7/timeslots/70/seats',
        on('GET', '/api/admin/rooms/{id}/timeslots/{timeSlotId}/seats', 200, {
          seats: [
            { seatId: 1, label: '12', state: 'BLOCKED', ticketId: null },
            { seatId: 2, label: '13', state: 'FREE', ticketId: null },
          ],
          unassigned: [],
        }),
      ),
      at(
        '/api/admin/seat-assignments/40',
        on('PUT', '/api/admin/seat-assignments/{ticketId}', 200, {
          booking: {
            ticketId: 40,
            bookingNumber: 'AB12CD34',
            timeSlotId: 70,
            date: '2030-03-04',
            startTime: '09:00',
            endTime: '12:00',
            seatId: 2,
          },
          mailed: true,
        }),
      ),
    );
    const { user } = await renderAt('/room/7/seats', fetch);
    await user.click(await screen.findByRole('button', { name: 'Platz 12 sperren' }));
    await user.type(screen.getByRole('textbox', { name: /Grund/ }), 'Lampe defekt');
    await user.click(screen.getByRole('button', { name: 'Platz sperren' }));
    const heading = await screen.findByRole('heading', { name: 'Betroffene Buchungen' });
    await waitFor(() => expect(heading).toHaveFocus());
    // from and until default to the archive's today
    const sent = sentBody(fetch, 'POST') as { reason: string; from: string; until: string };
    expect(sent).toEqual({
      reason: 'Lampe defekt',
      from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      until: sent.from,
    });
    expect(screen.getByText(/Buchung AB12CD34 am 04\.03\.2030, 09:00–12:00 Uhr/)).toHaveTextContent(
      'kein Platz zugewiesen',
    );
    const select = await screen.findByRole('combobox', {
      name: 'Neuer Platz für Buchung AB12CD34',
    });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['13']);
    await user.click(screen.getByRole('button', { name: 'Umsetzen' }));
    expect(await screen.findAllByText('Buchung AB12CD34 auf Platz 13 umgesetzt')).not.toHaveLength(
      0,
    );
    expect(sentBody(fetch, 'PUT')).toEqual({ seatId: 2 });
  });
});

describe('plan screen', () => {
  // seat 12 placed, seat 13 not yet
  const planSeats = on(
    'GET',
    '/api/admin/rooms/{id}/seats',
    200,
    roomSeats([seat(1, '12', { x: 100, y: 200 }), seat(2, '13')]),
  );

  it('moves the chosen seat with the arrow keys and says it, but saves only on "Positionen speichern": one request per seat with its last position', async () => {
    const fetch = fakeFetch(
      room,
      planSeats,
      at(
        '/api/admin/rooms/7/seats/1/position',
        on(
          'PUT',
          '/api/admin/rooms/{id}/seats/{seatId}/position',
          200,
          seat(1, '12', { x: 130, y: 200 }),
        ),
      ),
    );
    const { user } = await renderAt('/room/7/seat-plan', fetch);
    const twelve = await screen.findByRole('button', { name: 'Platz 12, frei' });
    expect(twelve).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Platz 13, frei' })).not.toBeInTheDocument();
    expect(screen.getByText('Alle Positionen sind gespeichert.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Positionen speichern' })).toBeDisabled();
    twelve.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(await screen.findByText('Platz 12: waagerecht 130, senkrecht 200')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('textbox', { name: 'Position waagerecht (0–1000)' })).toHaveValue(
      '130',
    );
    // the moves change only the screen
    expect(screen.getByText('1 Platz mit ungespeicherter Position')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Positionen speichern' }));
    expect(await screen.findByText('Position von 1 Platz gespeichert')).toBeInTheDocument();
    const puts = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toEqual({ x: 130, y: 200 });
  });

  it('saves each changed seat once, one after another, and discards moves on request', async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    const answer = fakeFetch(
      room,
      planSeats,
      on('PUT', '/api/admin/rooms/{id}/seats/{seatId}/position', 200, seat(1, '12')),
    );
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT')
        sent.push({ url: String(input), body: JSON.parse(String(init.body)) });
      return answer(input, init);
    });
    const { user } = await renderAt('/room/7/seat-plan', fetch);
    const twelve = await screen.findByRole('button', { name: 'Platz 12, frei' });
    twelve.focus();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platz' }), '13');
    await user.click(screen.getByRole('button', { name: 'In die Mitte des Plans setzen' }));
    expect(await screen.findByText('2 Plätze mit ungespeicherter Position')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Änderungen verwerfen' }));
    expect(await screen.findByText('Änderungen verworfen')).toBeInTheDocument();
    expect(screen.getByText('Alle Positionen sind gespeichert.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Platz 13, frei' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'In die Mitte des Plans setzen' }));
    const thirteen = await screen.findByRole('button', { name: 'Platz 13, frei' });
    thirteen.focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Platz 12, frei' }));
    screen.getByRole('button', { name: 'Platz 12, frei' }).focus();
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Positionen speichern' }));
    expect(await screen.findByText('Positionen von 2 Plätzen gespeichert')).toBeInTheDocument();
    expect(sent.map((s) => [new URL(s.url, 'http://x').pathname, s.body])).toEqual([
      ['/api/admin/rooms/7/seats/1/position', { x: 100, y: 190 }],
      ['/api/admin/rooms/7/seats/2/position', { x: 490, y: 500 }],
    ]);
  });
});

describe('seat plan settings', () => {
  it('says the hold-back setting is saved although the saved days remount its form', async () => {
    let stored = roomSeats([seat(1, '12')]);
    const answer = fakeFetch(
      on('GET', '/api/admin/rooms/{id}/seats', 200, () => stored),
      on('PUT', '/api/admin/rooms/{id}/seat-settings', 200, () => {
        stored = { ...stored, settings: { ...stored.settings, accessibleHoldBackDays: 5 } };
        return stored.settings;
      }),
      room,
    );
    // the room's name answers later than its seats: the save's refetch ends after the form
    // has already been remounted by the new days (its key)
    const fetch = answerLater(answer, '/api/admin/rooms/7');
    const { user } = await renderAt('/room/7/seat-plan', fetch);
    const days = await screen.findByRole('textbox', { name: /^Tage vor dem Termin/ });
    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: 'Einstellung speichern' }));
    expect(await screen.findByText('Einstellung gespeichert')).toBeInTheDocument();
    expect(sentBody(answer, 'PUT')).toEqual({ accessibleHoldBackDays: 5 });
  });
});

describe('plan upload', () => {
  it('takes a PNG or an SVG, says so, and says at the file field when the server refuses one', async () => {
    const stored = roomSeats([seat(1, '12')]);
    const refuse = on('PUT', '/api/admin/rooms/{id}/seat-plan', 415, {
      error: 'unsupported_media_type',
      payload: ['image'],
    });
    let refused = false;
    const fetch = fakeFetch(
      room,
      on('GET', '/api/admin/rooms/{id}/seats', 200, stored),
      (url, init) => (refused ? undefined : ((refused = true), refuse(url, init))),
      on('PUT', '/api/admin/rooms/{id}/seat-plan', 200, stored.settings),
    );
    const { user } = await renderAt('/room/7/seat-plan', fetch);
    const field = await screen.findByRole('button', {
      name: /^Plan \(PNG oder SVG, höchstens 2 MB\)/,
    });
    expect(
      screen.getByText(/Ein SVG wird beim Hochladen in ein Bild \(PNG\) umgewandelt/),
    ).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/png,image/svg+xml');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'plan.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(input, svg);
    await user.type(
      screen.getByRole('textbox', { name: /^Textalternative des Plans/ }),
      'Grundriss Ost',
    );
    await user.click(screen.getByRole('button', { name: 'Plan hochladen' }));
    expect(
      await screen.findByText('Diese Datei wird nicht angenommen: nur PNG- oder SVG-Dateien.'),
    ).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/nur PNG- oder SVG-Dateien/);

    await user.click(screen.getByRole('button', { name: 'Plan hochladen' }));
    expect(await screen.findByText('Plan gespeichert')).toBeInTheDocument();
    const sent = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(sent).toHaveLength(2);
    const body = sent[1]?.[1]?.body as FormData;
    expect(body.get('image')).toBeInstanceOf(File);
    expect((body.get('image') as File).name).toBe('plan.svg');
    expect(body.get('alt')).toBe('Grundriss Ost');
  });
});

describe('equipment screen', () => {
  it('adds equipment with both names and says which seats keep an entry from being deleted', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/admin/seat-equipment', 200, EQUIPMENT),
      on('POST', '/api/admin/seat-equipment', 201, {
        id: 3,
        key: 'socket',
        de: 'Steckdose',
        en: 'Power socket',
        accessible: false,
      }),
      (url, init) =>
        init?.method === 'DELETE'
          ? new Response(JSON.stringify({ error: 'conflict', payload: ['12', 'M2'] }), {
              status: 409,
              headers: { 'content-type': 'application/json' },
            })
          : undefined,
    );
    const { user } = await renderAt('/seat-equipment', fetch);
    expect(await screen.findByRole('table', { name: '2 Einträge' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Schlüssel/ }), 'socket');
    await user.type(screen.getByRole('textbox', { name: /Name \(Deutsch\)/ }), 'Steckdose');
    await user.type(screen.getByRole('textbox', { name: /Name \(Englisch\)/ }), 'Power socket');
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(await screen.findByText('Steckdose hinzugefügt')).toBeInTheDocument();
    expect(sentBody(fetch, 'POST')).toEqual({
      key: 'socket',
      de: 'Steckdose',
      en: 'Power socket',
      accessible: false,
    });
    const row = screen.getByRole('row', { name: /Mikrofilmlesegerät/ });
    await user.click(within(row).getByRole('button', { name: 'Löschen' }));
    await user.click(within(row).getByRole('button', { name: 'Ja, löschen' }));
    expect(
      await screen.findByText('Mikrofilmlesegerät ist noch an Plätzen: 12, M2'),
    ).toBeInTheDocument();
  });
});
