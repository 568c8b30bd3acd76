/**
 * No visitor screen shows a raw text key: every visitor screen is rendered in German and in
 * English with plausible API answers, and the test fails when i18next reports a missing key
 * or when the page text contains something shaped like a key (`calendar.slotsOf`,
 * `booking:hold.warning`). The key parity of the JSON files is checked in i18n.test.ts.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { cartStorage } from '../features/booking/storage';
import type { Ticket, TimeSlot } from '../features/booking/api-types';
import { at, fakeFetch, on } from '../test/api-fake';
import { testToday } from '../test/render';
import { renderBooking, visitorRoom } from '../features/booking/booking-test-support';

const day = addDays(testToday(), 3);
const room = visitorRoom({ nextFreeDate: day });
const slot = (id: number, startTime: string, endTime: string): TimeSlot => ({
  id,
  roomId: 7,
  roomName: room.name,
  date: day,
  startTime,
  endTime,
  capacity: 3,
  ticketCount: 1,
  failedRules: [],
});
const ticket = (id: number, status: 'NEW' | 'BOOKED'): Ticket => ({
  id,
  bookingNumber: status === 'BOOKED' ? `B${id}` : null,
  status,
  roomId: 7,
  roomName: room.name,
  roomDescription: room.description,
  timeSlotId: id,
  transactionId: 'tx-1',
  ownerId: status === 'BOOKED' ? 'owner-1' : null,
  date: day,
  startTime: '09:00',
  endTime: '10:00',
  salutation: null,
  title: null,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  organisation: null,
  email: 'erika@example.org',
  phone: '+43123',
  accessibility: null,
  cancelable: status === 'BOOKED',
});

/** Answers every visitor call of the screens with a plausible body. */
const slots = [slot(1, '09:00', '10:00'), slot(2, '10:00', '11:00')];
const api = fakeFetch(
  on('GET', '/api/rooms', 200, { content: [room], totalCount: 1 }),
  at('/api/rooms/7', on('GET', '/api/rooms/{id}', 200, room)),
  at('/api/rooms/7/booking', on('GET', '/api/rooms/{id}/booking', 200, slots)),
  on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, slots),
  at(
    '/api/transactions/tx-1',
    on('GET', '/api/transactions/{id}', 200, () => ({
      transactionId: 'tx-1',
      expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      tickets: [ticket(1, 'NEW')],
    })),
  ),
  at(
    '/api/owners/owner-1/tickets',
    on('GET', '/api/owners/{ownerId}/tickets', 200, [ticket(1, 'BOOKED')]),
  ),
);

/** Something shaped like a text key: identifiers joined by dots, maybe with a namespace. */
const KEY_SHAPE = /(?:\b[a-z][\w-]*:)?\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+\b/g;

function rawKeysIn(text: string): string[] {
  const withoutAddresses = text
    .replace(/\S+@\S+/g, ' ') // e-mail addresses
    .replace(/https?:\/\/\S+/g, ' ');
  return [...withoutAddresses.matchAll(KEY_SHAPE)].map((m) => m[0]);
}

const SCREENS = [
  { path: '/', heading: { de: 'Termin\u00adreservierung', en: 'Appointment reservation' } },
  { path: '/room/7', heading: { de: 'Lesesaal Ost', en: 'Lesesaal Ost' } },
  { path: '/your-reservations', heading: { de: 'Ihre Auswahl', en: 'Your selection' } },
  { path: '/your-personal-data', heading: { de: 'Ihre Daten', en: 'Your details' } },
  { path: '/summary', heading: { de: 'Übersicht', en: 'Summary' } },
  {
    path: '/reservation-confirmation/owner-1',
    heading: { de: 'Ihre Reservierung', en: 'Your reservation' },
  },
] as const;

beforeEach(() => {
  window.sessionStorage.clear();
  cartStorage.setTransactionId('tx-1');
  cartStorage.setPersonalData({
    salutation: 'MS',
    title: '',
    firstName: 'Erika',
    lastName: 'Musterfrau',
    organisation: '',
    email: 'erika@example.org',
    phone: '+43123',
    accessibility: false,
  });
});
afterEach(() => window.sessionStorage.clear());

describe('raw text keys', () => {
  it('finds a key-shaped text and ignores addresses (the check itself can fail)', () => {
    expect(rawKeysIn('Ihre Auswahl hold.warning booking:cart.extend')).toEqual([
      'hold.warning',
      'booking:cart.extend',
    ]);
    expect(rawKeysIn('erika@example.org, https://archiv.example.org/faq, 10.00 Uhr')).toEqual([]);
  });

  describe.each(['de', 'en'] as const)('in %s', (language) => {
    it.each(SCREENS)('$path shows no raw key', async ({ path, heading }) => {
      const { i18n, user } = await renderBooking(path, api, {
        language,
        namespaces: ['booking', 'records', 'validation', 'privacy'],
      });
      const missing: string[] = [];
      i18n.options.saveMissing = true;
      i18n.on('missingKey', (_languages, namespace, key) => missing.push(`${namespace}:${key}`));

      expect(
        await screen.findByRole('heading', { level: 1, name: heading[language] }),
      ).toBeVisible();
      if (path === '/room/7') {
        // a day chosen: the slots with their labels
        const free = await screen.findAllByRole('button', { name: /freie Plätze|seats available/ });
        await user.click(free[0]!);
        await screen.findAllByRole('button', { name: /buchen|Book/ });
      }
      expect(missing).toEqual([]);
      // text node by text node: textContent would glue "…gewählt." to the next heading
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const texts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        texts.push(node.textContent ?? '');
      expect(texts.flatMap(rawKeysIn)).toEqual([]);
      expect(
        [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
          .flatMap((el) =>
            ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
          )
          .flatMap(rawKeysIn),
      ).toEqual([]);
    });
  });
});
