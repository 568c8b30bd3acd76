import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { renderWithProviders } from '../test/render';
import { LoadState, type LoadStateProps } from './load-state';

const renderState = (props: LoadStateProps) =>
  renderWithProviders(
    <MemoryRouter>
      <LoadState {...props} />
    </MemoryRouter>,
  );

describe('LoadState', () => {
  it('announces loading politely and marks the region busy, without the content', async () => {
    await renderState({ status: 'loading', children: <p>Inhalt</p> });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Inhalt')).not.toBeInTheDocument();
  });

  it('shows the error message as an alert with a link back', async () => {
    const error = new ApiError({
      status: 404,
      body: { error: 'not_found' },
      code: 'not_found',
      messageKey: 'not_found',
    });
    await renderState({
      status: 'error',
      error,
      back: { to: '/rooms', label: 'Zurück zur Übersicht' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Der angeforderte Eintrag wurde nicht gefunden.',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Übersicht' })).toHaveAttribute(
      'href',
      '/rooms',
    );
  });

  it('shows the content on success', async () => {
    await renderState({ status: 'success', children: <p>Inhalt</p> });
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
