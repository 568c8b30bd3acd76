import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@lesesaal/domain/dates';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
import { jsonResponse, testToday } from '../../test/render';
import {
  groupDay,
  groupRoom,
  groupSlot,
  groupView,
  renderGroupScreens,
} from './group-test-support';

const plain = (text: string | null) => (text ?? '').replaceAll('\u00ad', '');

const roomAndSlots = (...slots: ReturnType<typeof groupSlot>[]) => [
  on('GET', '/api/rooms/{id}', 200, groupRoom),
  on('GET', '/api/rooms/{id}/booking', 200, (url) =>
    new URL(url, 'http://x').searchParams.get('fromDate') === groupDay ? slots : [],
  ),
];

const at = `/room/7/group-request?day=${groupDay}`;

describe('requesting a group visit', () => {
  it('sends seats of the day’s slot with topic, records and organiser, then says "Request sent" with the focus there', async () => {
    const fetch = fakeFetch(
      ...roomAndSlots(groupSlot(81)),
      on('POST', '/api/group-requests', 201, groupView()),
    );
    const { user } = await renderGroupScreens(at, fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gruppenbesuch anfragen' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Lesesaal: Lesesaal Ost')).toBeInTheDocument();
    // the day from the calendar; its only slot is chosen
    expect(screen.getByLabelText(/^Tag\W*$/)).toHaveValue(groupDay);
    const slot = await screen.findByRole('combobox', { name: /^Termin/ });
    await waitFor(() => expect(slot).toHaveValue('81'));
    expect(
      within(slot).getByRole('option', { name: /09:00–12:00 Uhr \(18 von 20 Plätzen frei\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Einzelne Plätze' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: /Anzahl der Plätze/ }), '15');
    await user.type(
      screen.getByRole('textbox', { name: /Thema des Besuchs/ }),
      'Stadtgeschichte 1848',
    );
    await user.type(
      screen.getByRole('textbox', { name: /Archivalien, die die Gruppe/ }),
      'Urkunden 1848/1-20{Enter}Karten',
    );
    await user.type(screen.getByRole('textbox', { name: /Vor- und Nachname/ }), 'Maria Muster');
    await user.type(
      screen.getByRole('textbox', { name: /Schule, Hochschule oder Einrichtung/ }),
      'BG Klosterneuburg',
    );
    await user.type(
      screen.getByRole('textbox', { name: /E-Mail-Adresse/ }),
      'm.muster@schule.example',
    );
    expect(screen.getByRole('link', { name: /^Datenschutz\u00ad?hinweis lesen$/ })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Anfrage gesendet' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sentBody(fetch, 'POST')).toEqual({
      roomId: 7,
      timeSlotId: 81,
      wholeRoom: false,
      seats: 15,
      participants: null,
      topic: 'Stadtgeschichte 1848',
      units: 'Urkunden 1848/1-20\nKarten',
      organiserName: 'Maria Muster',
      institution: 'BG Klosterneuburg',
      email: 'm.muster@schule.example',
      phone: null,
      language: 'de',
    });
    // no bot check answer where the check is off
    const posted = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(posted[0])).not.toContain('?');
    expect(screen.getByText('Angefragt: 15 Plätze.')).toBeInTheDocument();
    // the room by its name in quotes, without "im Lesesaal" before a name that says it
    expect(
      screen.getByText(/Ihre Anfrage für .+ in „Lesesaal Ost“ ist beim Archiv angekommen\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Eingangs\u00ad?bestätigung an m\.muster@schule\.example/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anfrage senden' })).not.toBeInTheDocument();
  });

  it('asks for the whole room without a number of seats, in English', async () => {
    const fetch = fakeFetch(
      ...roomAndSlots(groupSlot(81), groupSlot(82, { startTime: '13:00', endTime: '16:00' })),
      on('POST', '/api/group-requests', 201, groupView({ wholeRoom: true, seatsRequested: null })),
    );
    const { user } = await renderGroupScreens(at, fetch, { language: 'en' });
    const slot = await screen.findByRole('combobox', { name: /^Time slot/ });
    // two slots: none is chosen for the organiser
    expect(slot).toHaveValue('');
    await user.selectOptions(slot, '82');
    await user.click(screen.getByRole('radio', { name: /The whole reading room/ }));
    expect(screen.queryByRole('textbox', { name: /Number of seats/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Number of participants/ }), '18');
    await user.type(screen.getByRole('textbox', { name: /Topic of the visit/ }), 'Maps');
    await user.type(screen.getByRole('textbox', { name: /First and last name/ }), 'Ann Lee');
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'ann@uni.example');
    await user.type(screen.getByRole('textbox', { name: /Telephone number/ }), '+43 1 234567');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByRole('heading', { level: 1, name: 'Request sent' });
    expect(sentBody(fetch, 'POST')).toMatchObject({
      timeSlotId: 82,
      wholeRoom: true,
      seats: null,
      participants: 18,
      units: null,
      institution: null,
      phone: '+431234567',
      language: 'en',
    });
    expect(screen.getByText('Requested: the whole reading room.')).toBeInTheDocument();
    expect(
      screen.getByText(/Your request for .+ in “Lesesaal Ost” has reached the archive\./),
    ).toBeInTheDocument();
  });

  it('names every missing field, focuses the first, and keeps seats within the slot’s capacity', async () => {
    const fetch = fakeFetch(...roomAndSlots(groupSlot(81)));
    const { user } = await renderGroupScreens(at, fetch);
    const slot = await screen.findByRole('combobox', { name: /^Termin/ });
    await waitFor(() => expect(slot).toHaveValue('81'));
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));

    const seats = screen.getByRole('textbox', { name: /Anzahl der Plätze/ });
    await waitFor(() => expect(seats).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(seats).toHaveFocus());
    for (const name of [/Thema des Besuchs/, /Vor- und Nachname/, /E-Mail-Adresse/])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Schule, Hochschule/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // 21 seats in a slot of 20; participants above the seats asked for
    await user.type(seats, '21');
    await user.type(screen.getByRole('textbox', { name: /Anzahl der Teilnehmenden/ }), '25');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'Bitte geben Sie in das Feld „Anzahl der Plätze“ einen Wert zwischen 2 und 20 ein.',
        ),
      ).toBeInTheDocument(),
    );
    expect(
      screen.getByText(/„Anzahl der Teilnehmenden“ einen Wert zwischen 1 und 20/),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers no slot on a day without one the group can ask for, and keeps days before tomorrow out', async () => {
    const fetch = fakeFetch(...roomAndSlots(groupSlot(81, { failedRules: ['timeslot_not_open'] })));
    const { user } = await renderGroupScreens(at, fetch);
    expect(
      await screen.findByText(/An diesem Tag gibt es keine Termine, die Gruppen anfragen können/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Termin/ })).not.toBeInTheDocument();
    const day = screen.getByLabelText(/^Tag\W*$/);
    expect(day).toHaveAttribute('min', addDays(testToday(), 1));
    await user.clear(day);
    await user.type(day, testToday());
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByText('Das Datum muss in der Zukunft liegen.')).toBeInTheDocument();
  });

  it('shows and announces the server’s refusal, and marks a field it names', async () => {
    let answer: Response = jsonResponse(409, { error: 'group__limit_reached', payload: ['3'] });
    const fetch = fakeFetch(...roomAndSlots(groupSlot(81)), (url, init) =>
      init?.method === 'POST' && url.includes('/api/group-requests') ? answer : undefined,
    );
    const { user } = await renderGroupScreens(at, fetch);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Termin/ })).toHaveValue('81'),
    );
    await user.type(screen.getByRole('textbox', { name: /Anzahl der Plätze/ }), '15');
    await user.type(screen.getByRole('textbox', { name: /Thema des Besuchs/ }), 'Thema');
    await user.type(screen.getByRole('textbox', { name: /Vor- und Nachname/ }), 'Maria Muster');
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'm@schule.example');
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /schon so viele Gruppenanfragen offen/,
    );

    // a field the server refuses (more seats than the slot has by now) is marked and focused
    answer = jsonResponse(400, { error: 'validation__error', payload: ['body.seats'] });
    await user.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    const seats = screen.getByRole('textbox', { name: /Anzahl der Plätze/ });
    await waitFor(() => expect(seats).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(seats).toHaveFocus());
    expect(plain(screen.getByRole('heading', { level: 1 }).textContent)).toBe(
      'Gruppenbesuch anfragen',
    );
  });
});
