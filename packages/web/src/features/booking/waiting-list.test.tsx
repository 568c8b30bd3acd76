import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { at, fakeFetch, on, type BodyOf } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { TimeSlot, WaitingListEntry } from './api-types';
import { useAddSlot } from './cart-api';
import { SlotList } from './components/slot-list';
import { WaitingListLeaveScreen, WaitingListOfferScreen } from './components/waiting-list-screens';
import { cartStorage } from './storage';

const full: TimeSlot = {
  id: 4,
  roomId: 7,
  roomName: 'Forschungslesesaal',
  date: '2030-03-06',
  startTime: '11:00',
  endTime: '12:00',
  capacity: 3,
  ticketCount: 3,
  failedRules: ['timeslot_no_tickets_left'],
};
const free: TimeSlot = {
  ...full,
  id: 3,
  startTime: '09:00',
  endTime: '10:00',
  ticketCount: 1,
  failedRules: [],
};

function Slots() {
  const add = useAddSlot();
  return (
    <SlotList
      slots={[free, full]}
      cart={[]}
      window={{ from: '2030-03-01', until: '2030-04-30' }}
      maxReservations={5}
      roomName="Forschungslesesaal"
      add={add}
    />
  );
}

const joined: BodyOf<'/api/waiting-list', 'post', 201> = {
  timeSlotId: 4,
  roomId: 7,
  roomName: 'Forschungslesesaal',
  roomDescription: '',
  date: '2030-03-06',
  startTime: '11:00',
  endTime: '12:00',
  status: 'WAITING',
  position: 2,
};

beforeEach(() => window.sessionStorage.clear());

describe('joining the waiting list of a full slot', () => {
  it('opens a labelled e-mail field on a full slot only, validates it and announces the place in line', async () => {
    const fetch = fakeFetch(on('POST', '/api/waiting-list', 201, joined));
    const { user } = await renderWithProviders(
      <MemoryRouter>
        <Slots />
      </MemoryRouter>,
      { fetch, namespaces: ['booking'] },
    );
    // only the full slot offers it
    const open = screen.getByRole('button', {
      name: 'Für 11:00–12:00 Uhr auf die Warteliste setzen',
    });
    expect(screen.getAllByRole('button', { name: /Warteliste/ })).toHaveLength(1);
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');

    const email = await screen.findByRole('textbox', { name: /E-Mail-Adresse/ });
    await waitFor(() => expect(email).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Eintragen' }));
    expect(await screen.findByText('Eine Eingabe ist erforderlich.')).toBeInTheDocument();
    await user.type(email, 'kein-at-zeichen');
    await user.click(screen.getByRole('button', { name: 'Eintragen' }));
    expect(
      await screen.findByText('Der Wert ist keine gültige E-Mail-Adresse.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    // nothing is sent (the free slots' seat lists are reads of their own)
    const posts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' anna@example.org ');
    await user.click(screen.getByRole('button', { name: 'Eintragen' }));
    const status = await screen.findByText(/Sie stehen auf der Warteliste für 11:00–12:00 Uhr/);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(status).toHaveTextContent('(Platz 2 in der Reihe)');
    expect(posts()).toHaveLength(1);
    const [url, init] = posts()[0]!;
    expect(String(url)).toMatch(/\/api\/waiting-list(\?|$)/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      timeSlotId: 4,
      email: 'anna@example.org',
      language: 'de',
    });
  });

  it('says why the server refused, as an alert', async () => {
    const fetch = fakeFetch(
      on('POST', '/api/waiting-list', 409, { error: 'waiting_list__limit_reached' }),
    );
    const { user } = await renderWithProviders(
      <MemoryRouter>
        <Slots />
      </MemoryRouter>,
      { fetch, namespaces: ['booking'], config: { language: 'en' } },
    );
    await user.click(screen.getByRole('button', { name: 'Join the waiting list for 11:00–12:00' }));
    await user.type(await screen.findByRole('textbox', { name: /E-mail address/ }), 'a@b.at');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail address is already on the waiting list for this appointment.',
    );
  });

  it('is not offered when the server has the waiting list off', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <Slots />
      </MemoryRouter>,
      { namespaces: ['booking'], config: { waitingList: false } },
    );
    expect(screen.getByText('Ausgebucht')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Warteliste/ })).toBeNull();
  });
});

describe("the waiting list mail's links", () => {
  const entry = (over: Partial<WaitingListEntry>): WaitingListEntry => ({
    ...joined,
    language: 'de',
    position: null,
    offerExpiresAt: null,
    transactionId: null,
    ...over,
  });

  function renderAt(path: string, fetch: typeof globalThis.fetch) {
    return renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/waitlist/:token" element={<WaitingListOfferScreen />} />
          <Route path="/waitlist/:token/leave" element={<WaitingListLeaveScreen />} />
          <Route path="/your-personal-data" element={<h1>Ihre Daten</h1>} />
        </Routes>
      </MemoryRouter>,
      { fetch, namespaces: ['booking'] },
    );
  }

  it('shows an offered seat until when it is held and takes its cart into the booking flow', async () => {
    const fetch = fakeFetch(
      at(
        '/api/waiting-list/tok-1',
        on(
          'GET',
          '/api/waiting-list/{token}',
          200,
          entry({
            status: 'OFFERED',
            transactionId: 'tx-offer',
            offerExpiresAt: '2030-03-04T11:00:00.000Z',
          }),
        ),
      ),
    );
    const { user } = await renderAt('/waitlist/tok-1', fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ein Platz ist für Sie frei' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/bis 4\. März 2030, 12:00 Uhr für Sie reserviert/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Platz buchen' }));
    expect(await screen.findByRole('heading', { name: 'Ihre Daten' })).toBeInTheDocument();
    expect(cartStorage.transactionId()).toBe('tx-offer');
    expect(cartStorage.isOffer('tx-offer')).toBe(true);
    expect(fetch.mock.calls.every(([, init]) => !init?.method || init.method === 'GET')).toBe(true);
  });

  it('leaves the list only by the button and announces it', async () => {
    let status: WaitingListEntry['status'] = 'WAITING';
    const fetch = fakeFetch(
      at(
        '/api/waiting-list/tok-2',
        on('DELETE', '/api/waiting-list/{token}', 204, () => {
          status = 'LEFT';
          return undefined;
        }),
      ),
      at(
        '/api/waiting-list/tok-2',
        on('GET', '/api/waiting-list/{token}', 200, () =>
          entry({ status, position: status === 'WAITING' ? 3 : null }),
        ),
      ),
    );
    const { user } = await renderAt('/waitlist/tok-2/leave', fetch);
    expect(
      await screen.findByText('Möchten Sie die Warteliste für diesen Termin verlassen?'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Warteliste verlassen' }));
    const done = await screen.findByText('Sie haben die Warteliste verlassen.');
    expect(done.closest('[role="status"]')).not.toBeNull();
  });

  it('says so for an unknown link', async () => {
    await renderAt(
      '/waitlist/nope',
      fakeFetch(on('GET', '/api/waiting-list/{token}', 404, { error: 'not_found' })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diesen Eintrag auf der Warteliste gibt es nicht.',
    );
  });
});
