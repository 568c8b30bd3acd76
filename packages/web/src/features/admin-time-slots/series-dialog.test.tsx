import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from '@lesesaal/domain/dates';
import { sentBody } from '../../test/api-fake';
import type { SeriesResult } from './series-api';
import { api, at, on, renderAt, slot, tomorrow } from './time-slots-test-support';

const until = addDays(tomorrow, 28);
const day = (n: number) => addDays(tomorrow, 7 * n);

/** Five weeks from tomorrow: the third is full, the fifth has no slot at 09:00. */
const preview: SeriesResult = {
  days: [0, 1, 2, 3, 4].map((n) => ({
    date: day(n),
    timeSlotId: n === 4 ? null : 40 + n,
    startTime: '09:00',
    endTime: n === 4 ? null : '12:00',
    bookable: n !== 2 && n !== 4,
    reason: n === 2 ? ('full' as const) : n === 4 ? ('no_slot' as const) : null,
    ticketId: null,
  })),
  booked: 3,
  stayId: null,
  tickets: [],
};
/** The booking: the second week filled meanwhile, two days booked. */
const booked: SeriesResult = {
  ...preview,
  days: preview.days.map((d, n) =>
    n === 1
      ? { ...d, bookable: false, reason: 'full' as const }
      : d.bookable
        ? { ...d, ticketId: 500 + n }
        : d,
  ),
  booked: 2,
  stayId: 'stay-7',
};

function fake() {
  return api(
    on('POST', '/api/admin/rooms/{id}/series/preview', 200, preview),
    on('POST', '/api/admin/rooms/{id}/series', 201, booked),
    at(
      '/api/admin/rooms/3/timeslots/9',
      on('GET', '/api/admin/rooms/{id}/timeslots/{timeSlotId}', 200, slot()),
    ),
  );
}

async function openDialog(fetch: ReturnType<typeof fake>) {
  const rendered = await renderAt('/room/3/time-slot-book/9', fetch);
  const { user } = rendered;
  await user.click(await screen.findByRole('textbox', { name: /^Vorname/ }));
  await user.paste('Erika');
  await user.click(screen.getByRole('textbox', { name: /^Nachname/ }));
  await user.paste('Musterfrau');
  await user.click(screen.getByRole('button', { name: 'Als Serie buchen …' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Serie buchen' }) };
}

describe("the staff's series", () => {
  it('checks the days first, lists those that cannot be booked with the reason, then books the rest', async () => {
    const fetch = fake();
    const { user, dialog } = await openDialog(fetch);
    // the person and room are named; weekday, start and first day are the slot's
    expect(dialog).toHaveTextContent('Erika Musterfrau wird in Lesesaal Ost');
    const weekday = within(dialog).getByRole('combobox', { name: 'Wochentag' });
    expect(weekday).toHaveValue(weekdayOf(tomorrow));
    expect(within(dialog).getByLabelText(/^Beginn des Zeitfensters/)).toHaveValue('09:00');
    expect(within(dialog).getByLabelText(/^Erster Tag/)).toHaveValue(tomorrow);
    // nothing can be booked before the days are checked
    expect(within(dialog).queryByRole('button', { name: /Tage? buchen$/ })).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/^Bis einschließlich/), {
      target: { value: until },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Tage prüfen' }));
    expect(await within(dialog).findByText('3 Tage sind buchbar.')).toBeInTheDocument();
    const refused = within(dialog).getByRole('list', {
      name: '2 Tage können nicht gebucht werden:',
    });
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/: nicht buchbar: ausgebucht$/),
      expect.stringMatching(/: nicht buchbar: kein Zeitfenster mit diesem Beginn$/),
    ]);
    expect(
      within(within(dialog).getByRole('list', { name: 'Tage der Serie' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(sentBody(fetch, 'POST')).toEqual({
      weekday: weekdayOf(tomorrow),
      startTime: '09:00',
      from: tomorrow,
      until,
      person: expect.objectContaining({
        firstName: 'Erika',
        lastName: 'Musterfrau',
        language: 'de',
      }),
    });

    await user.click(within(dialog).getByRole('button', { name: '3 Tage buchen' }));
    // the pop-up says how many were booked and which day was taken meanwhile
    const toast = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(toast).toHaveTextContent('Serie gebucht: 2 Tage.');
    expect(toast).toHaveTextContent('Inzwischen nicht mehr buchbar und nicht gebucht:');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/room/3/time-slot-edit/9'),
    );
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(String(posts[1]![0])).toMatch(/\/api\/admin\/rooms\/3\/series$/);
    expect(new Headers(posts[1]![1]?.headers).get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks for the person first: an empty form focuses its first field and opens no dialog', async () => {
    const { user } = await renderAt('/room/3/time-slot-book/9', fake());
    const first = await screen.findByRole('textbox', { name: /^Vorname/ });
    await user.click(screen.getByRole('button', { name: 'Als Serie buchen …' }));
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('wants the last day, and drops the verdict when a field changes after the check', async () => {
    const fetch = fake();
    const { user, dialog } = await openDialog(fetch);
    await user.click(within(dialog).getByRole('button', { name: 'Tage prüfen' }));
    expect(within(dialog).getByLabelText(/^Bis einschließlich/)).toHaveAccessibleDescription(
      'Bitte geben Sie den letzten Tag der Serie an.',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Bis einschließlich/), {
      target: { value: until },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Tage prüfen' }));
    await within(dialog).findByRole('button', { name: '3 Tage buchen' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Wochentag' }), 'FRIDAY');
    expect(within(dialog).queryByRole('button', { name: '3 Tage buchen' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('3 Tage sind buchbar.')).not.toBeInTheDocument();
  });
});
