import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSON_FIELD_MAX } from '@lesesaal/domain/limits';
import { EMPTY_OWNER_FORM, visitorOwnerSchema } from '@lesesaal/domain/owners/schema';
import { fakeFetch } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import { PersonalDataScreen } from './components/personal-data-screen';
import { cartStorage } from './storage';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

async function renderForm() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/your-personal-data']}>
      <Routes>
        <Route path="/your-personal-data" element={<PersonalDataScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
    {
      fetch: fakeFetch(),
      namespaces: ['booking', 'validation'],
    },
  );
}

const valid = {
  ...EMPTY_OWNER_FORM,
  firstName: 'Erika',
  lastName: 'Musterfrau',
  email: 'erika@example.org',
  phone: '+4366412',
};
const LABELS = {
  firstName: /^Vorname/,
  lastName: /^Nachname/,
  organisation: /^Organisation/,
  email: /^E-Mail-Adresse/,
  phone: /^Telefonnummer/,
} as const;
type Field = keyof typeof LABELS;

/** Fills the form with `valid`, one field replaced by `value`, and submits it. */
async function submitWith(field: Field, value: string) {
  const { user } = await renderForm();
  for (const name of Object.keys(LABELS) as Field[]) {
    const text = name === field ? value : valid[name];
    if (text === '') continue;
    await user.click(await screen.findByRole('textbox', { name: LABELS[name] }));
    await user.paste(text);
  }
  // taken before the submit: an accepted form may already have left for the summary
  const input = screen.getByRole('textbox', { name: LABELS[field] });
  await user.click(screen.getByRole('button', { name: 'Weiter zur Übersicht' }));
  return input;
}

beforeEach(() => window.sessionStorage.clear());

describe('the personal data form is the domain schema', () => {
  it.each([
    ['firstName', 'Erika https://evil.example', 'noLinks', /keine Web-Adressen/],
    [
      'lastName',
      'x'.repeat(PERSON_FIELD_MAX + 1),
      `maxLength?max=${PERSON_FIELD_MAX}`,
      /Die maximal erlaubte Länge ist 40 Zeichen\./,
    ],
    ['organisation', 'www.example.org', 'noLinks', /keine Web-Adressen/],
    ['lastName', 'secure-bank.example/verify', 'noLinks', /keine Web-Adressen oder Domains/],
    ['email', 'erika@', 'email', /keine gültige E-Mail-Adresse/],
    ['phone', '0664 CALL', 'phone', /nur Ziffern, Leerzeichen und die Zeichen - \/ \. \( \)/],
    ['phone', '12+34', 'phone', /sowie ein \+ am Anfang/],
    ['phone', '(0664)', 'phoneTooShort?min=5', /zu kurz: Bitte geben Sie mindestens 5 Ziffern ein/],
    ['phone', '+43 664 1234 5678 90123', 'phoneTooLong?max=17', /zu lang: Sie darf höchstens 17/],
  ] as const)(
    'refuses %s = %j as the schema does (%s) with the mapped message at that field',
    async (field, value, schemaMessage, shown) => {
      // what the server will refuse …
      const parsed = visitorOwnerSchema.safeParse({ ...valid, [field]: value });
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        [field, schemaMessage],
      ]);
      // … the form refuses before sending, at the field, in words
      const input = await submitWith(field, value);
      await waitFor(() => expect(input).toHaveFocus());
      expect(input).toHaveAccessibleDescription(shown);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(cartStorage.personalData()).toBeNull();
      expect(screen.getByTestId('location')).toHaveTextContent('/your-personal-data');
    },
  );

  it.each(['+49 511 123-4567', '(0511) 1234567', '0511/1234567'])(
    'accepts the phone number %j as typed and keeps it so for the summary',
    async (typed) => {
      expect(visitorOwnerSchema.safeParse({ ...valid, phone: typed }).success).toBe(true);
      await submitWith('phone', typed);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/summary'));
      expect(cartStorage.personalData()).toMatchObject({ phone: typed });
    },
  );

  it(`accepts what the schema accepts: a last name of exactly ${PERSON_FIELD_MAX} characters`, async () => {
    const longest = 'x'.repeat(PERSON_FIELD_MAX);
    expect(visitorOwnerSchema.safeParse({ ...valid, lastName: longest }).success).toBe(true);
    await submitWith('lastName', longest);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/summary'));
    expect(cartStorage.personalData()).toMatchObject({ lastName: longest, organisation: '' });
  });
});
