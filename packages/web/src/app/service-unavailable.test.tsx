import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { renderWithProviders } from '../test/render';
import { ServiceUnavailableNotice } from './service-unavailable';

const unavailable = () =>
  new ApiError({ status: 503, code: 'service_unavailable', messageKey: 'service_unavailable' });

describe('the notice while the service is briefly unavailable', () => {
  it('appears politely on a 503 of a read or a write, says the selection is kept, and goes with the next answer', async () => {
    const { queryClient } = await renderWithProviders(<ServiceUnavailableNotice />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    await act(() =>
      queryClient
        .fetchQuery({ queryKey: ['rooms'], queryFn: () => Promise.reject(unavailable()) })
        .catch(() => undefined),
    );
    expect(region).toHaveTextContent('Der Dienst ist kurz nicht erreichbar');
    expect(region).toHaveTextContent('Ihre Auswahl bleibt erhalten');

    await act(() => queryClient.fetchQuery({ queryKey: ['rooms'], queryFn: () => [] }));
    expect(region).toBeEmptyDOMElement();

    const booking = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(unavailable()),
    });
    await act(() => booking.execute(undefined).catch(() => undefined));
    expect(region).toHaveTextContent('Ihre Auswahl bleibt erhalten');
  });

  it('stays away for other failures', async () => {
    const { queryClient } = await renderWithProviders(<ServiceUnavailableNotice />);
    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: ['room'],
          queryFn: () =>
            Promise.reject(new ApiError({ status: 500, code: 'unknown', messageKey: 'unknown' })),
        })
        .catch(() => undefined),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
