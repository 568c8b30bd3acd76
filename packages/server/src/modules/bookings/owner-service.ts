import { parseLanguage, type Language } from '@lesesaal/domain/config';
import type { Ticket } from '@lesesaal/domain/tickets/schema';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { calendarOf } from '../../mail/booking-mails';
import { toTicket } from '../seat-core';
import { cancelLockedTickets, lockSlotsOfTickets } from './cancellation';
import { listOwnerTicketViews, lockOwnerTickets } from './owner-repository';
import { listUnitsOfTickets } from '../record-orders';
import { transaction } from '../../db/transaction';

/**
 * A visitor's own tickets, reached only through the random owner id from the confirmation
 * mail (owners get, list and delete their tickets). Reading never changes anything
 * (mail scanners follow links); cancelling is an explicit DELETE.
 */
export function createOwnerService(deps: { db: Db; clock: ArchiveClock; config: AppConfig }) {
  const { db, clock, config } = deps;
  const wire = (now: Date) => (view: Parameters<typeof toTicket>[0]) =>
    toTicket(view, now, clock.timeZone);
  /** the tickets with the records ordered for them */
  async function withUnits(executor: Db, list: Ticket[]): Promise<Ticket[]> {
    const units = await listUnitsOfTickets(
      executor,
      list.map((t) => t.id),
    );
    return list.map((t) => ({ ...t, units: units.get(t.id) ?? [] }));
  }

  return {
    async list(ownerId: string): Promise<Ticket[]> {
      const views = await listOwnerTicketViews(db, ownerId);
      if (views.length === 0) throw AppError.notFound('owner');
      return withUnits(db, views.map(wire(clock.now())));
    },

    /**
     * The calendar file of the owner's booked tickets, as the confirmation mail attaches it
     * (same entries, same UIDs: importing both updates one entry), in `language` (default: the
     * booking's). 404 for an unknown owner id and for one with nothing booked any more.
     */
    async calendar(
      ownerId: string,
      language?: Language,
    ): Promise<{ fileName: string; contentType: string; body: Buffer }> {
      const views = await listOwnerTicketViews(db, ownerId);
      if (views.length === 0) throw AppError.notFound('owner');
      const booked = views.filter((v) => v.status === 'BOOKED');
      if (booked.length === 0) throw AppError.notFound('ticket');
      const units = await listUnitsOfTickets(
        db,
        booked.map((v) => v.id),
      );
      const withUnits = booked.map((v) => ({
        ...v,
        units: (units.get(v.id) ?? []).filter((u) => u.state !== 'CANCELLED'),
      }));
      const file = calendarOf(
        config,
        withUnits,
        language ?? parseLanguage(booked[0]!.language ?? config.defaultLanguage),
      );
      return {
        fileName: file.filename,
        contentType: file.contentType,
        body: Buffer.from(file.content, 'base64'),
      };
    },

    async get(ownerId: string, ticketId: number): Promise<Ticket> {
      const views = await listOwnerTicketViews(db, ownerId);
      if (views.length === 0) throw AppError.notFound('owner');
      const view = views.find((v) => v.id === ticketId);
      if (!view) throw AppError.notFound('ticket');
      return (await withUnits(db, [wire(clock.now())(view)]))[0]!;
    },

    /**
     * Cancels the listed tickets, all or none: each must be the owner's (else 404) and
     * BOOKED with its slot not yet started (else 409). One cancellation mail lists them.
     * Safe to repeat: when all of them are cancelled already, the same answer again.
     */
    async cancel(ownerId: string, ids: readonly number[]): Promise<Ticket[]> {
      return transaction(db, async (tx) => {
        const now = clock.now();
        await lockSlotsOfTickets(tx, ids);
        const views = await lockOwnerTickets(tx, ownerId, ids);
        if (views.length !== ids.length) throw AppError.notFound('ticket');
        // A repeated cancellation (its first answer was lost): every ticket is cancelled
        // already, so it answers as the first did, changing nothing and mailing nothing.
        if (views.every((v) => v.status === 'CANCELLED')) {
          return withUnits(tx, views.map(wire(now)));
        }
        return withUnits(
          tx,
          (await cancelLockedTickets(tx, { config, clock }, views, now, { visitor: true })).map(
            wire(now),
          ),
        );
      });
    },
  };
}
