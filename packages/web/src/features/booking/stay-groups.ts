/**
 * The cart's and a booking's tickets as the visitor reads them: a research stay's days (the
 * tickets sharing a `stayId`) as one item where its first ticket stands, every other ticket
 * on its own, in the order given.
 */

/** One visit, or a stay with its days by date. */
export type VisitItem<T> =
  | { kind: 'visit'; ticket: T }
  | { kind: 'stay'; stayId: string; days: T[]; first: string; last: string };

interface Dated {
  stayId?: string | null;
  date: string;
  startTime: string;
}

const byDay = (a: Dated, b: Dated) =>
  a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);

/** Groups `tickets` by stay (a stay's days by date), keeping the order given. */
export function visitItems<T extends Dated>(tickets: readonly T[]): VisitItem<T>[] {
  const items: VisitItem<T>[] = [];
  const stays = new Map<string, T[]>();
  for (const ticket of tickets) {
    const stayId = ticket.stayId;
    if (!stayId) {
      items.push({ kind: 'visit', ticket });
      continue;
    }
    const days = stays.get(stayId);
    if (days) {
      days.push(ticket);
      continue;
    }
    const created = [ticket];
    stays.set(stayId, created);
    items.push({ kind: 'stay', stayId, days: created, first: '', last: '' });
  }
  return items.map((item) => {
    if (item.kind === 'visit') return item;
    const days = [...item.days].sort(byDay);
    return { ...item, days, first: days[0]!.date, last: days[days.length - 1]!.date };
  });
}

/**
 * Whether the ticket takes the records of its visit: every single visit does, of a stay only
 * its first day (the units are pulled for it and kept until the last day).
 */
export function takesStayRecords<T extends Dated & { id: number }>(
  ticket: T,
  tickets: readonly T[],
): boolean {
  if (!ticket.stayId) return true;
  const first = tickets.filter((t) => t.stayId === ticket.stayId).sort(byDay)[0];
  return first?.id === ticket.id;
}

/** How many bookings tickets are against the cart's limit: the domain's rule, the server's too. */
export { bookingCount } from '@lesesaal/domain/stays/rules';
