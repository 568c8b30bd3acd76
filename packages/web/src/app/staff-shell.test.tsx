import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { StaffShell } from './staff-shell';

function renderShell(siteName: string | null) {
  const router = createMemoryRouter(
    [{ path: '/', element: <StaffShell />, children: [{ index: true, element: <h1>Start</h1> }] }],
    { initialEntries: ['/'] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { config: { siteName } });
}

describe('StaffShell', () => {
  it("names the archive in the staff header as the visitor pages do (SITE_NAME or the archive's own name)", async () => {
    await renderShell('Stadtarchiv Graz');
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveTextContent('Stadtarchiv Graz');
    expect(banner).not.toHaveTextContent('Lesesaal');
    expect(screen.getByRole('link', { name: 'Stadtarchiv Graz' })).toHaveAttribute('href', '/');
  });

  it('says the product name only where no archive name is configured', async () => {
    await renderShell(null);
    expect(await screen.findByRole('link', { name: 'Lesesaal' })).toBeInTheDocument();
  });
});
