import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserApplicationMode } from '@lesesaal/domain/applications/settings';
import { renderWithProviders } from '../../test/render';
import { EasyLanguageScreen } from './components/easy-language-screen';

const renderPage = (mode: UserApplicationMode, language: 'de' | 'en' = 'de') =>
  renderWithProviders(
    <MemoryRouter>
      <EasyLanguageScreen />
    </MemoryRouter>,
    { namespaces: ['public-body'], config: { userApplication: mode, language } },
  );

describe('the Easy German page on the user application', () => {
  it('explains it where the archive asks for one: sign-in, steps, decision, identity check', async () => {
    await renderPage('required');
    const section = await screen.findByRole('heading', { name: 'Der Benutzungs\u00adantrag' });
    const text = section.closest('section')?.textContent ?? '';
    expect(text).toMatch(/Drücken Sie auf den Knopf: Code anfordern\./);
    expect(text).toMatch(/Sie dürfen nicht kommen\. Dann steht dort auch der Grund\./);
    expect(text).toMatch(/Ausweis/);
    expect(section.closest('section')?.querySelectorAll('ol > li')).toHaveLength(6);
  });

  it('says it in plain English too', async () => {
    await renderPage('required', 'en');
    expect(
      await screen.findByRole('heading', { name: 'The user application' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Press the button: Send me a code\./)).toBeInTheDocument();
  });

  it('leaves it out where the archive asks for none', async () => {
    await renderPage('off');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Der Benutzungs\u00adantrag' })).toBeNull();
  });
});
