import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { reader, renderReader } from './reader-test-support';

beforeEach(() => window.sessionStorage.clear());

describe('the header’s reader entry', () => {
  it('offers the sign-in without asking the server who is signed in', async () => {
    const fetch = fakeFetch(on('GET', '/api/reader/me', 200, { reader }));
    await renderReader('/', fetch);
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/anmelden',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leads to My data for the reader this tab signed in, still without a call', async () => {
    window.sessionStorage.setItem('lesesaal.reader', '1');
    const fetch = fakeFetch(on('GET', '/api/reader/me', 200, { reader }));
    await renderReader('/', fetch);
    expect(await screen.findByRole('link', { name: 'Meine Daten' })).toHaveAttribute(
      'href',
      '/meine-daten',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns back to the sign-in when a screen finds the session ended', async () => {
    window.sessionStorage.setItem('lesesaal.reader', '1');
    await renderReader(
      '/meine-daten',
      fakeFetch(on('GET', '/api/reader/me', 401, { error: 'reader_signed_out' })),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/anmelden'),
    );
    expect(window.sessionStorage.getItem('lesesaal.reader')).toBeNull();
  });
});
