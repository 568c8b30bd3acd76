import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import { DashboardScreen } from './components/dashboard-screen';

const overbooked = (totalCount: number) =>
  fakeFetch(on('GET', '/api/admin/rooms/timeslots', 200, { content: [], totalCount }));

function renderDashboard(
  fetch: typeof globalThis.fetch,
  labelAdminUrl: string | null = null,
  language: 'de' | 'en' = 'en',
) {
  return renderWithProviders(
    <MemoryRouter>
      <DashboardScreen />
    </MemoryRouter>,
    {
      fetch,
      namespaces: ['admin-dashboard'],
      config: { language, ...(labelAdminUrl ? { labelAdminUrl } : {}) },
    },
  );
}

describe('dashboard', () => {
  it('links every area and shows the overbooked count as text', async () => {
    const fetch = overbooked(2);
    await renderDashboard(fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reading rooms' })).toHaveAttribute('href', '/rooms');
    expect(screen.getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'href',
      '/reservations',
    );
    expect(screen.getByRole('link', { name: 'Overbooked time slots' })).toHaveAttribute(
      'href',
      '/overbooked',
    );
    expect(screen.getByRole('link', { name: 'Blacklist' })).toHaveAttribute('href', '/blacklist');
    expect(screen.getByRole('link', { name: 'Holidays' })).toHaveAttribute('href', '/holiday-list');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit-log');
    expect(
      await screen.findByText('2 time slots overbooked or booked on a holiday'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit labels' })).not.toBeInTheDocument();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/admin/rooms/timeslots');
    expect(url.searchParams.get('status')).toBe('OVERBOOKED');
  });

  it('shows the labels tile only when labelAdminUrl is configured', async () => {
    await renderDashboard(overbooked(0), 'https://cms.example.org/labels');
    expect(await screen.findByRole('link', { name: 'Edit labels' })).toHaveAttribute(
      'href',
      'https://cms.example.org/labels',
    );
    expect(
      await screen.findByText('No time slots overbooked or booked on a holiday'),
    ).toBeInTheDocument();
  });

  it('says in German that the count includes slots booked on a holiday', async () => {
    await renderDashboard(overbooked(1), null, 'de');
    expect(
      await screen.findByText('1 überbuchter oder am Feiertag gebuchter Termin'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Termine mit mehr Reservierungen als Plätzen oder mit Reservierungen an einem Feiertag',
      ),
    ).toBeInTheDocument();
  });
});
