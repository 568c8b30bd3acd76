import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on, sentBody } from '../../test/api-fake';
import { jsonResponse } from '../../test/render';
import { groupView, renderGroupScreens } from './group-test-support';

const TOKEN = 'tok_0123456789abcdefghijklmnopqrstu';
const at = `/group/${TOKEN}`;
const plain = (text: string | null) => (text ?? '').replaceAll('\u00ad', '');

/** The value of a description list's term (`dt`) on the page. */
function valueOf(term: string): string {
  const dt = screen.getAllByRole('term').find((el) => plain(el.textContent) === term);
  return plain(dt?.nextElementSibling?.textContent ?? null);
}

describe('the group request’s page (the mailed link)', () => {
  it('shows a confirmed request with its number and seats; changes nothing by being opened', async () => {
    const fetch = fakeFetch(
      on(
        'GET',
        '/api/group-requests/{token}',
        200,
        groupView({ status: 'CONFIRMED', bookingNumber: 'K7RX2PQM', seats: 15, participants: 14 }),
      ),
    );
    await renderGroupScreens(at, fetch);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Stand: bestätigt' }),
    ).toBeInTheDocument();
    expect(valueOf('Buchungsnummer')).toBe('K7RX2PQM');
    expect(valueOf('Plätze')).toBe('15 Plätze');
    expect(valueOf('Teilnehmende')).toBe('14');
    expect(valueOf('Archivalien')).toBe('Urkunden 1848/1-20\nKarten');
    expect(screen.getByRole('textbox', { name: 'Anzahl der Teilnehmenden' })).toHaveValue('14');
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    expect(String(fetch.mock.calls[0]![0])).toContain(`/api/group-requests/${TOKEN}`);
  });

  it('saves the number of participants, refusing more than the seats at the field', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/group-requests/{token}', 200, groupView()),
      on('PUT', '/api/group-requests/{token}/participants', 200, groupView({ participants: 12 })),
    );
    const { user } = await renderGroupScreens(at, fetch, { language: 'en' });
    const field = await screen.findByRole('textbox', { name: 'Number of participants' });
    expect(valueOf('Participants')).toBe('not given yet');
    expect(valueOf('Seats')).toBe('15 seats requested');
    expect(screen.getByText(/You can give or change the number until/)).toBeInTheDocument();

    await user.type(field, '16');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText(/a value between 1 and 15/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        'Saved: 12 participants.',
      ),
    ).toBeInTheDocument();
    expect(sentBody(fetch, 'PUT')).toEqual({ participants: 12 });
    await waitFor(() => expect(valueOf('Participants')).toBe('12'));
  });

  it('says when the number can no longer be changed, and shows the server’s refusal at the field', async () => {
    const fetch = fakeFetch(
      on('GET', '/api/group-requests/{token}', 200, groupView()),
      (url, init) =>
        init?.method === 'PUT' ? jsonResponse(409, { error: 'group__too_late' }) : undefined,
    );
    const { user } = await renderGroupScreens(at, fetch);
    const field = await screen.findByRole('textbox', { name: 'Anzahl der Teilnehmenden' });
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Zahl speichern' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Dafür ist es zu spät/);
  });

  it('cancels after asking in a dialog (focus on "Do not cancel"); the state then says so', async () => {
    let cancelled = false;
    const fetch = fakeFetch(
      on('GET', '/api/group-requests/{token}', 200, () =>
        cancelled
          ? groupView({ status: 'CANCELLED', canCancel: false, canChangeParticipants: false })
          : groupView({ status: 'CONFIRMED', bookingNumber: 'K7RX2PQM', seats: 15 }),
      ),
      on('DELETE', '/api/group-requests/{token}', 200, () => {
        cancelled = true;
        return groupView({ status: 'CANCELLED', canCancel: false, canChangeParticipants: false });
      }),
    );
    const { user } = await renderGroupScreens(at, fetch);
    const open = await screen.findByRole('button', { name: 'Gruppenbesuch stornieren' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', {
      name: 'Gruppenbesuch wirklich stornieren?',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Nicht stornieren' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Ja, stornieren' }));
    const state = await screen.findByRole('heading', { level: 2, name: 'Stand: storniert' });
    await waitFor(() => expect(state).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Gruppenbesuch stornieren' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Anzahl der Teilnehmenden' })).toBeNull();
    expect(screen.getByText('Ihr Gruppenbesuch ist storniert.')).toBeInTheDocument();
  });

  it('says so for a link that finds no request', async () => {
    await renderGroupScreens(at, fakeFetch());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Zu diesem Link gibt es keine Anfrage/,
    );
  });

  it('shows a declined request with the archive’s reason and no way to change it', async () => {
    const fetch = fakeFetch(
      on(
        'GET',
        '/api/group-requests/{token}',
        200,
        groupView({
          status: 'DECLINED',
          declineReason: 'Der Lesesaal ist an diesem Tag für eine Veranstaltung belegt.',
          canCancel: false,
          canChangeParticipants: false,
        }),
      ),
    );
    await renderGroupScreens(at, fetch, { language: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'State: declined' });
    expect(valueOf("The archive's reason")).toMatch(/für eine Veranstaltung/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
