import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '@lesesaal/domain/applications/schema';
import { NotificationList } from '../../components/notifications/notification-list';
import { at, fakeFetch, on, type Handler } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import type { Ticket, Transaction } from './api-types';
import { cartTicket, roomList, visitorRoom } from './booking-test-support';
import { PersonalDataScreen } from './components/personal-data-screen';
import { SummaryScreen } from './components/summary-screen';
import { cartStorage } from './storage';

const reader = {
  email: 'erika@example.org',
  name: 'Erika Musterfrau',
  createdAt: '2026-11-01T09:00:00.000Z',
};
const cart: Transaction = {
  transactionId: 'tx-1',
  expiredAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  tickets: [cartTicket()],
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

type Mode = 'off' | 'with-booking' | 'required';

/** The personal data step and the summary, on a server with the archive's mode and the room's flag. */
function renderStep(
  path: string,
  options: {
    mode: Mode;
    requiresApplication?: boolean;
    signedIn?: boolean;
    applications?: Application[];
  },
  ...more: Handler[]
) {
  const fetch = fakeFetch(
    ...more,
    options.signedIn
      ? on('GET', '/api/reader/me', 200, { reader })
      : on('GET', '/api/reader/me', 401, { error: 'reader_signed_out' }),
    on('GET', '/api/reader/applications', 200, { applications: options.applications ?? [] }),
    on(
      'GET',
      '/api/rooms',
      200,
      roomList({
        ...visitorRoom(),
        requiresApplication: options.requiresApplication ?? false,
      } as never),
    ),
    at('/api/transactions/tx-1', on('GET', '/api/transactions/{id}', 200, cart)),
    on('GET', '/api/rooms/{id}/booking', 200, []),
    on('GET', '/api/transactions/{id}/rooms/{roomId}/available-timeslots', 200, []),
  );
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/your-personal-data" element={<PersonalDataScreen />} />
        <Route path="/summary" element={<SummaryScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <NotificationList />
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['booking', 'booked', 'records', 'reader', 'validation'],
      config: {
        userApplication: options.mode,
        readingRulesUrl: 'https://archiv.example/lesesaalordnung.pdf',
        readingRulesVersion: '2026-01',
      },
    },
  );
  return { fetch, rendered };
}

/** Fills the personal data (name, phone; the e-mail unless a reader's is there). */
async function fillPerson(
  user: Awaited<ReturnType<typeof renderWithProviders>>['user'],
  email = true,
) {
  await user.type(await screen.findByRole('textbox', { name: /^Vorname/ }), 'Erika');
  await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Musterfrau');
  if (email)
    await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'erika@example.org');
  await user.type(screen.getByRole('textbox', { name: /^Telefonnummer\s*\*?$/ }), '+43123');
}

/** Picks `option` in the Mantine select labelled `label`, by keyboard. */
async function choose(
  user: Awaited<ReturnType<typeof renderWithProviders>>['user'],
  label: RegExp,
  option: string,
) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const bookingBody = (fetch: ReturnType<typeof fakeFetch>) => {
  const call = fetch.mock.calls.find(
    ([url, init]) => init?.method === 'PUT' && String(url).endsWith('/booking'),
  );
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

beforeEach(() => {
  window.sessionStorage.clear();
  cartStorage.setTransactionId('tx-1');
});

describe('purpose and topic with the booking (with-booking)', () => {
  it('asks for both, shows their problems at the fields and sends them with the booking', async () => {
    const booked: Ticket = cartTicket({
      status: 'BOOKED',
      bookingNumber: 'AB12CD34',
      ownerId: 'o-1',
      email: 'erika@example.org',
    });
    const { fetch, rendered } = renderStep(
      '/your-personal-data',
      { mode: 'with-booking' },
      on('PUT', '/api/transactions/{id}/booking', 200, {
        tickets: [booked],
        manageUrl: 'http://localhost/x',
      }),
    );
    const { user } = await rendered;
    await fillPerson(user);
    expect(screen.getByRole('heading', { name: 'Angaben zur Benutzung' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    const topic = screen.getByRole('textbox', { name: /^Forschungs\u00adthema/ });
    await waitFor(() => expect(topic).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Zweck der Benutzung/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/your-personal-data');

    // the default keys read as words
    await choose(user, /^Zweck der Benutzung/, 'Unterricht/Bildung');
    await user.type(topic, 'Schulgeschichte Hannovers');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/summary'));
    const summary = within(await screen.findByRole('region', { name: 'Angaben zur Benutzung' }));
    expect(summary.getByText(/Unterricht\/Bildung/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1 Termin verbindlich buchen' }));
    await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung' });
    expect(bookingBody(fetch)).toMatchObject({
      purpose: 'unterricht',
      topic: 'Schulgeschichte Hannovers',
    });
    expect(bookingBody(fetch)).not.toHaveProperty('application');
  });

  it('asks for nothing of the kind when the archive does not (off)', async () => {
    const { rendered } = renderStep('/your-personal-data', { mode: 'off' });
    const { user } = await rendered;
    await fillPerson(user);
    expect(screen.queryByRole('heading', { name: 'Angaben zur Benutzung' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/summary'));
    expect(cartStorage.reading()?.body).toEqual({});
  });
});

describe('a signed-in reader', () => {
  it('finds their name prefilled and their address fixed', async () => {
    const { rendered } = renderStep('/your-personal-data', {
      mode: 'with-booking',
      signedIn: true,
    });
    await rendered;
    const email = await screen.findByRole('textbox', { name: /^E-Mail-Adresse/ });
    await waitFor(() => expect(email).toHaveValue('erika@example.org'));
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Erika');
    expect(screen.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Musterfrau');
  });
});

describe('a room that requires a user application (required)', () => {
  it('asks a visitor who is not signed in to sign in first, and goes nowhere without', async () => {
    const { rendered } = renderStep('/your-personal-data', {
      mode: 'required',
      requiresApplication: true,
    });
    const { user } = await rendered;
    const signIn = await screen.findByRole('link', { name: 'Anmelden und weiter' });
    expect(signIn).toHaveAttribute('href', '/anmelden?next=%2Fyour-personal-data');
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await waitFor(() => expect(document.getElementById('booking-reading-sign-in')).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/your-personal-data');
  });

  it('sends the application with the booking and says the booking waits for the decision', async () => {
    const pending: Ticket = cartTicket({
      status: 'PENDING' as Ticket['status'],
      bookingNumber: 'PP11QQ22',
      ownerId: 'o-1',
      email: 'erika@example.org',
    });
    const { fetch, rendered } = renderStep(
      '/your-personal-data',
      { mode: 'required', requiresApplication: true, signedIn: true },
      on('PUT', '/api/transactions/{id}/booking', 200, {
        tickets: [pending],
        manageUrl: 'http://localhost/x',
      }),
    );
    const { user } = await rendered;
    const heading = await screen.findByRole('heading', { name: 'Benutzungs\u00adantrag' });
    const form = within(heading.closest('section')!);
    await user.type(
      await screen.findByRole('textbox', { name: /^Telefonnummer\s*\*?$/ }),
      '+43123',
    );
    // the reader's name is there; the rest is missing
    expect(form.getByRole('textbox', { name: /^Vor- und Nachname/ })).toHaveValue(
      'Erika Musterfrau',
    );
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    const street = form.getByRole('textbox', { name: /^Straße und Hausnummer/ });
    await waitFor(() => expect(street).toHaveAttribute('aria-invalid', 'true'));
    expect(street).toHaveFocus();
    const rules = form.getByRole('checkbox', { name: /Lesesaal\u00adordnung gelesen/ });
    expect(rules).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('link', { name: /Fassung 2026-01/ })).toHaveAttribute(
      'href',
      'https://archiv.example/lesesaalordnung.pdf',
    );

    await user.type(street, 'Hauptstraße 1');
    await user.type(form.getByRole('textbox', { name: /^Postleitzahl/ }), '30159');
    await user.type(form.getByRole('textbox', { name: /^Ort/ }), 'Hannover');
    await user.type(form.getByRole('textbox', { name: /^Forschungs\u00adthema/ }), 'Mühlen');
    await choose(user, /^Zweck der Benutzung/, 'heimatkundlich');
    await user.click(form.getByRole('checkbox', { name: 'Ich plane eine Veröffentlichung' }));
    await user.click(rules);
    await user.click(form.getByRole('checkbox', { name: /Datenschutz\u00adhinweis/ }));
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/summary'));

    await user.click(await screen.findByRole('button', { name: '1 Termin verbindlich buchen' }));
    const done = await screen.findByRole('heading', {
      level: 1,
      name: 'Ihr Antrag ist eingegangen',
    });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText(/Das Archiv entscheidet/).closest('[role="status"]')).toHaveTextContent(
      /noch nicht gebucht.*Das Archiv entscheidet.*eine E-Mail/,
    );
    expect(bookingBody(fetch)).toMatchObject({
      email: 'erika@example.org',
      application: {
        name: 'Erika Musterfrau',
        street: 'Hauptstraße 1',
        postcode: '30159',
        town: 'Hannover',
        country: 'DE',
        topic: 'Mühlen',
        purpose: 'heimatkundlich',
        publicationPlanned: true,
        rulesAccepted: true,
        privacyAccepted: true,
      },
    });
  });

  it('takes the first and last name typed above into the application, until the visitor writes their own there', async () => {
    const { rendered } = renderStep('/your-personal-data', {
      mode: 'required',
      requiresApplication: true,
      signedIn: true,
    });
    const { user } = await rendered;
    const heading = await screen.findByRole('heading', { name: 'Benutzungs\u00adantrag' });
    const form = within(heading.closest('section')!);
    const applicant = form.getByRole('textbox', { name: /^Vor- und Nachname/ });
    await waitFor(() => expect(applicant).toHaveValue('Erika Musterfrau'));
    const first = screen.getByRole('textbox', { name: /^Vorname/ });
    const last = screen.getByRole('textbox', { name: /^Nachname/ });
    await user.clear(first);
    await user.type(first, 'Anna Maria');
    await user.clear(last);
    await user.type(last, 'Beispiel');
    expect(applicant).toHaveValue('Anna Maria Beispiel');
    // written there by hand: the names above no longer change it
    await user.clear(applicant);
    await user.type(applicant, 'Dr. Anna M. Beispiel');
    await user.type(last, '-Muster');
    expect(applicant).toHaveValue('Dr. Anna M. Beispiel');
  });

  it('asks for no new application while an approved one covers the visit', async () => {
    const approved = {
      id: 3,
      state: 'approved',
      validFrom: '2026-01-01',
      validUntil: '2099-12-31',
    } as Application;
    const { rendered } = renderStep('/your-personal-data', {
      mode: 'required',
      requiresApplication: true,
      signedIn: true,
      applications: [approved],
    });
    await rendered;
    expect(
      await screen.findByText(
        /genehmigten Benutzungs\u00adantrag \(gültig bis 31\. Dezember 2099\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Benutzungs\u00adantrag' })).toBeNull();
  });

  it('sends no second application while one awaits the decision: the booking waits with it', async () => {
    const { fetch, rendered } = renderStep(
      '/your-personal-data',
      {
        mode: 'required',
        requiresApplication: true,
        signedIn: true,
        applications: [
          { id: 4, state: 'submitted', validFrom: null, validUntil: null } as Application,
        ],
      },
      on('PUT', '/api/transactions/{id}/booking', 200, {
        tickets: [cartTicket({ status: 'PENDING' as Ticket['status'], bookingNumber: 'PP11QQ22' })],
        manageUrl: 'http://localhost/x',
      }),
    );
    const { user } = await rendered;
    expect(await screen.findByText(/wird noch geprüft/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Benutzungs\u00adantrag' })).toBeNull();
    await fillPerson(user, false);
    await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
    await user.click(await screen.findByRole('button', { name: '1 Termin verbindlich buchen' }));
    await screen.findByRole('heading', { level: 1, name: 'Ihr Antrag ist eingegangen' });
    expect(bookingBody(fetch)).not.toHaveProperty('application');
  });

  it('asks nothing for a room without the flag', async () => {
    const { rendered } = renderStep('/your-personal-data', {
      mode: 'required',
      requiresApplication: false,
    });
    await rendered;
    await screen.findByRole('textbox', { name: /^Vorname/ });
    await waitFor(() => expect(screen.queryByText(/Wird geladen|werden geladen/)).toBeNull());
    expect(screen.queryByRole('link', { name: 'Anmelden und weiter' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Benutzungs\u00adantrag' })).toBeNull();
  });
});
