import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, on } from '../../test/api-fake';
import { renderWithProviders } from '../../test/render';
import { cartTicket, renderBooking } from './booking-test-support';
import { TicketStatusBadge } from './components/ticket-status-badge';

// Booked and cancelled appointments look different wherever visitors see them: colour,
// symbol, frame and word differ, and the colours meet WCAG AA (4.5:1 for the badge's text).

const css = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'components/booking.css'),
  'utf8',
);

/** The declarations of `.ticket-status[data-status='<status>']` in booking.css. */
function look(status: string): Record<string, string> {
  const block = new RegExp(`\\.ticket-status\\[data-status='${status}'\\]\\s*\\{([^}]*)\\}`).exec(
    css,
  )?.[1];
  if (!block) throw new Error(`no rule for ${status}`);
  return Object.fromEntries(
    block
      .split(';')
      .map((d) => d.split(':').map((s) => s.trim()))
      .filter((d): d is [string, string] => d.length === 2 && d[0] !== ''),
  );
}

/** WCAG's contrast ratio of two #rrggbb / #fff colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(full.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the ticket status badge', () => {
  it.each([
    ['de', 'BOOKED', '✓gebucht', 'gebucht'],
    ['de', 'CANCELLED', '✕storniert', 'storniert'],
    ['en', 'BOOKED', '✓booked', 'booked'],
    ['en', 'CANCELLED', '✕cancelled', 'cancelled'],
  ] as const)('says %s %s in symbol and word', async (language, status, shown, word) => {
    await renderWithProviders(<TicketStatusBadge status={status} />, {
      config: { language },
      namespaces: ['booking'],
    });
    const badge = document.querySelector(`.ticket-status[data-status="${status}"]`);
    expect(badge).toHaveTextContent(shown);
    // screen readers read the word, not the symbol
    expect(screen.getByText(shown[0]!)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(word).closest('.ticket-status')).toBe(badge);
  });

  it('draws booked and cancelled differently, each with AA contrast', () => {
    const booked = look('BOOKED');
    const cancelled = look('CANCELLED');
    expect(booked.background).not.toBe(cancelled.background);
    expect(booked.color).not.toBe(cancelled.color);
    expect(booked['border-style'] ?? 'solid').not.toBe(cancelled['border-style']);
    for (const status of ['BOOKED', 'CANCELLED', 'NEW', 'INVALID']) {
      const { color, background } = look(status);
      expect(contrast(color!, background!), status).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("shows booked and cancelled visits apart on the booking's page", async () => {
    const visit = (id: number, status: 'BOOKED' | 'CANCELLED') =>
      cartTicket({
        id,
        timeSlotId: id,
        status,
        ownerId: 'owner-abc',
        bookingNumber: `AB12CD3${id}`,
        startTime: `0${8 + id}:00`,
        endTime: `${9 + id}:00`,
        cancelable: status === 'BOOKED',
      });
    const fetch = fakeFetch(
      on('GET', '/api/owners/{ownerId}/tickets', 200, [visit(1, 'BOOKED'), visit(2, 'CANCELLED')]),
      on('GET', '/api/rooms', 200, { content: [], totalCount: 0 }),
    );
    await renderBooking('/reservation-confirmation/owner-abc', fetch);
    const [booked, cancelled] = await screen.findAllByRole('listitem');
    const badge = (item: HTMLElement) => item.querySelector('.ticket-status');
    expect(badge(booked!)).toHaveAttribute('data-status', 'BOOKED');
    expect(badge(booked!)).toHaveTextContent('✓gebucht');
    expect(badge(cancelled!)).toHaveAttribute('data-status', 'CANCELLED');
    expect(badge(cancelled!)).toHaveTextContent('✕storniert');
  });
});
