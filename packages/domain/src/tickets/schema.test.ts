import { describe, it, expect } from 'vitest';
import {
  idListQuerySchema,
  parseTicketStatusFilter,
  ticketCreateSchema,
  ticketListQuerySchema,
  transactionSchema,
} from './schema';

describe('ticket payloads', () => {
  it('create a ticket from a positive slot id only', () => {
    expect(ticketCreateSchema.parse({ timeSlotId: 4 })).toEqual({ timeSlotId: 4 });
    expect(ticketCreateSchema.safeParse({ timeSlotId: 0 }).success).toBe(false);
    expect(ticketCreateSchema.safeParse({ timeSlotId: '4' }).success).toBe(false);
  });

  it('describe a cart with an ISO expiry instant', () => {
    const cart = { transactionId: 'abc', expiredAt: '2024-06-10T10:15:00.000Z', tickets: [] };
    expect(transactionSchema.parse(cart)).toEqual(cart);
    expect(transactionSchema.safeParse({ ...cart, expiredAt: '2024-06-10' }).success).toBe(false);
  });
});

describe('ticket ids in queries', () => {
  it('split comma-joined ids and drop duplicates', () => {
    expect(idListQuerySchema.parse('3,1,3')).toEqual([3, 1]);
    expect(idListQuerySchema.parse(['1', '2,5'])).toEqual([1, 2, 5]);
  });

  it('reject empty lists and anything but positive integers', () => {
    for (const v of ['', ',', '1,x', '0', '1.5', '-2'])
      expect(idListQuerySchema.safeParse(v).success).toBe(false);
  });

  it('reject every item not spelt as plain decimal digits, and empty items', () => {
    for (const v of ['1, 2', ' 1', '+1', '1e0', '0x1', '01', '1,,2', '1,', '2147483648', ['1', '']])
      expect({ v, ok: idListQuerySchema.safeParse(v).success }).toEqual({ v, ok: false });
  });
});

describe('ticket list query', () => {
  it('defaults to booked tickets sorted by name', () => {
    const q = ticketListQuerySchema.parse({});
    expect(q.status).toBe('BOOKED');
    expect(q.sort).toEqual([
      { field: 'lastName', direction: 'ASC' },
      { field: 'firstName', direction: 'ASC' },
    ]);
  });

  it('reads filters from strings and rejects unknown sort fields', () => {
    const q = ticketListQuerySchema.parse({
      roomId: '2',
      status: 'CANCELED_ONLY',
      limit: '20',
      sort: 'date:DESC',
    });
    expect(q).toMatchObject({
      roomId: 2,
      status: 'CANCELLED',
      limit: 20,
      sort: [{ field: 'date', direction: 'DESC' }],
    });
    expect(ticketListQuerySchema.safeParse({ sort: 'password:ASC' }).success).toBe(false);
    expect(ticketListQuerySchema.safeParse({ fromTime: '25:00' }).success).toBe(false);
  });

  it('maps status filter spellings', () => {
    expect(parseTicketStatusFilter('cancelled')).toBe('CANCELLED');
    expect(parseTicketStatusFilter('NEW')).toBe('NEW');
    expect(parseTicketStatusFilter(undefined)).toBe('BOOKED');
    expect(parseTicketStatusFilter('x')).toBe('BOOKED');
  });
});
