import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PRIVACY_STORAGE_KEY } from '../privacy-storage';
import { PrivacyGate } from './privacy-gate';

const renderGate = () =>
  renderWithProviders(
    <PrivacyGate>
      <h1>Terminreservierung</h1>
    </PrivacyGate>,
    { namespaces: ['privacy'] },
  );

describe('PrivacyGate', () => {
  it('shows only the privacy notice until it is accepted', async () => {
    await renderGate();
    const dialog = screen.getByRole('dialog', { name: 'Daten\u00adschutz\u00adhinweis' });
    expect(dialog).toHaveTextContent('am Tag nach dem gebuchten Tag gelöscht');
    // what stays for the statistics: a pseudonymous key, never the address
    expect(dialog).toHaveTextContent('bleibt an Ihrer Buchung nur ein pseudonymer Schlüssel');
    expect(
      screen.getByRole('checkbox', { name: /Daten\u00adschutz\u00adhinweis gelesen/ }),
    ).toBeRequired();
    expect(screen.queryByRole('heading', { name: 'Terminreservierung' })).not.toBeInTheDocument();
  });

  it('refuses Accept without the checkbox: error tied to the checkbox, which gets focus', async () => {
    const { user } = await renderGate();
    await user.click(screen.getByRole('button', { name: 'Akzeptieren' }));

    const checkbox = screen.getByRole('checkbox', {
      name: /Daten\u00adschutz\u00adhinweis gelesen/,
    });
    expect(checkbox).toHaveFocus();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(/Bitte bestätigen Sie/);
    expect(screen.queryByRole('heading', { name: 'Terminreservierung' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(PRIVACY_STORAGE_KEY)).toBeNull();
  });

  it('shows the app after checkbox and Accept, and remembers it in session storage', async () => {
    const { user } = await renderGate();
    await user.click(
      screen.getByRole('checkbox', { name: /Daten\u00adschutz\u00adhinweis gelesen/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Akzeptieren' }));

    expect(screen.getByRole('heading', { name: 'Terminreservierung' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(PRIVACY_STORAGE_KEY)).toBe('true');
  });

  it('skips the notice when it was accepted earlier in this session', async () => {
    window.sessionStorage.setItem(PRIVACY_STORAGE_KEY, 'true');
    await renderGate();
    expect(screen.getByRole('heading', { name: 'Terminreservierung' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the notice in English when the page language is English', async () => {
    await renderWithProviders(
      <PrivacyGate>
        <p>app</p>
      </PrivacyGate>,
      { namespaces: ['privacy'], config: { language: 'en' } },
    );
    expect(screen.getByRole('dialog', { name: 'Privacy notice' })).toHaveTextContent(
      'Stored personal data is deleted on the day after the booked day.',
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'only a pseudonymous key stays with your booking',
    );
  });
});
