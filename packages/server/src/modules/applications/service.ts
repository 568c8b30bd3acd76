import { eq } from 'drizzle-orm';
import type {
  Application,
  ApplicationInput,
  ApplicationListItem,
  ApplicationListQuery,
  StaffApplication,
} from '@lesesaal/domain/applications/schema';
import { extendedUntil, validityOf } from '@lesesaal/domain/applications/validity';
import type { ListResponse } from '@lesesaal/domain/paging';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/index';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/types';
import {
  enqueueApplicationApproved,
  enqueueApplicationReceived,
  enqueueApplicationRefused,
} from '../../mail/application-mails';
import type { SignedInReader } from '../readers';
import { cancelUnitsOfTickets } from '../record-orders';
import {
  decidePendingTickets,
  listTicketViews,
  lockSlots,
  pendingTicketsOf,
  ticketsWithIds,
} from '../seat-core';
import { offerFreedSeats } from '../waiting-list';
import * as repo from './repository';
import { toApplication, toListItem } from './views';

/** Who decided: the staff member's e-mail is stored with the decision (no other personal data). */
export interface Decider {
  email: string;
}

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

async function staffView(ctx: Ctx, tx: Db, row: repo.ApplicationRow): Promise<StaffApplication> {
  const views = await listTicketViews(tx, eq(tickets.applicationId, row.id));
  return {
    ...toApplication(row, ctx.clock.today()),
    decidedBy: row.decidedBy,
    identityCheckedBy: row.identityCheckedBy,
    bookings: views.map((v) => ({
      ticketId: v.id,
      bookingNumber: v.bookingNumber,
      status: v.status,
      roomName: v.roomName,
      date: v.date,
      startTime: v.startTime,
      endTime: v.endTime,
    })),
  };
}

async function locked(tx: Db, id: number): Promise<repo.ApplicationRow> {
  const row = await repo.findApplication(tx, id, true);
  if (!row) throw AppError.notFound('application');
  return row;
}

async function undecided(tx: Db, id: number): Promise<repo.ApplicationRow> {
  const row = await locked(tx, id);
  if (row.state !== 'submitted') throw AppError.conflict('application_already_decided');
  return row;
}

/** The pending bookings' slots locked (ascending), then their tickets decided. */
async function decideBookings(tx: Db, id: number, to: 'BOOKED' | 'CANCELLED', now: Date) {
  const pending = await pendingTicketsOf(tx, id);
  const slotIds = [...new Set(pending.map((p) => p.timeSlotId))].sort((a, b) => a - b);
  await lockSlots(tx, slotIds);
  const ids = await decidePendingTickets(tx, id, to, now);
  return { ids, slotIds };
}

const mailTo = (row: repo.ApplicationRow) => ({
  email: row.email,
  name: row.name,
  language: row.language,
});

const ticketViews = (tx: Db, ids: readonly number[]) =>
  ids.length > 0 ? listTicketViews(tx, ticketsWithIds(ids)) : Promise.resolve([]);

/**
 * Approves: valid from today to the archive's validity's end (its time zone); its pending
 * bookings become booked; ONE mail (the approval with the booking's confirmation).
 */
function approve(ctx: Ctx, id: number, by: Decider): Promise<StaffApplication> {
  const { db, config, clock } = ctx;
  return transaction(db, async (tx) => {
    const now = clock.now();
    await undecided(tx, id);
    const period = validityOf(config.applications.validity, now, clock.timeZone);
    const { ids } = await decideBookings(tx, id, 'BOOKED', now);
    const row = await repo.updateApplication(tx, id, {
      state: 'approved',
      decidedAt: now,
      decidedBy: by.email,
      ...period,
    });
    await enqueueApplicationApproved(
      tx,
      config,
      mailTo(row),
      period.validUntil,
      await ticketViews(tx, ids),
      { now, today: clock.dateAt(now) },
    );
    return staffView(ctx, tx, row);
  });
}

/**
 * Refuses with a reason: its pending bookings are cancelled (seats free at once, offered to
 * the waiting lists, their records cancelled); ONE mail with the reason.
 */
function refuse(ctx: Ctx, id: number, reason: string, by: Decider): Promise<StaffApplication> {
  const { db, config, clock } = ctx;
  return transaction(db, async (tx) => {
    const now = clock.now();
    await undecided(tx, id);
    const { ids, slotIds } = await decideBookings(tx, id, 'CANCELLED', now);
    await cancelUnitsOfTickets(tx, ids, now);
    await offerFreedSeats(tx, { config, clock }, slotIds, now);
    const row = await repo.updateApplication(tx, id, {
      state: 'refused',
      decidedAt: now,
      decidedBy: by.email,
      refusalReason: reason,
    });
    await enqueueApplicationRefused(tx, config, mailTo(row), reason, await ticketViews(tx, ids), {
      now,
      today: clock.dateAt(now),
    });
    return staffView(ctx, tx, row);
  });
}

/**
 * The user applications (docs/decisions/user-applications.md): the staff's list, detail and
 * decisions, the reader's own applications. Every decision locks the application's row, then
 * (approval, refusal) the slots of its pending bookings in id order, then writes them — the
 * lock order of docs/architecture.md with the application before the slots, as the booking
 * takes the reader's applications before its slots.
 */
export function createApplicationsService(ctx: AppContext) {
  const { db, config, clock } = ctx;
  const settings = () => config.applications;

  return {
    async list(query: ApplicationListQuery): Promise<ListResponse<ApplicationListItem>> {
      const today = clock.today();
      const { rows, totalCount } = await repo.listApplications(db, {
        ...(query.state ? { state: query.state } : {}),
        ...(query.q ? { q: query.q } : {}),
        limit: query.limit ?? config.limits.pagingSize,
        offset: query.offset ?? 0,
        today,
      });
      return { content: rows.map((r) => toListItem(r, today)), totalCount };
    },

    async get(id: number): Promise<StaffApplication> {
      const row = await repo.findApplication(db, id);
      if (!row) throw AppError.notFound('application');
      return staffView(ctx, db, row);
    },

    approve: (id: number, by: Decider) => approve(ctx, id, by),

    refuse: (id: number, reason: string, by: Decider) => refuse(ctx, id, reason, by),

    /** The identity was checked (at the first visit): when and by whom; no ID number is stored. */
    identityChecked(id: number, by: Decider): Promise<StaffApplication> {
      return transaction(db, async (tx) => {
        await locked(tx, id);
        const row = await repo.updateApplication(tx, id, {
          identityCheckedAt: clock.now(),
          identityCheckedBy: by.email,
        });
        return staffView(ctx, tx, row);
      });
    },

    /** Extends an approved application's validity by one period (409 while undecided or refused). */
    extend(id: number): Promise<StaffApplication> {
      return transaction(db, async (tx) => {
        const current = await locked(tx, id);
        if (current.state !== 'approved' || current.validUntil === null)
          throw AppError.conflict('conflict', ['state']);
        const row = await repo.updateApplication(tx, id, {
          validUntil: extendedUntil(settings().validity, current.validUntil, clock.today()),
        });
        return staffView(ctx, tx, row);
      });
    },

    /** The reader's own applications, newest first. */
    async listOfReader(reader: SignedInReader): Promise<Application[]> {
      const today = clock.today();
      return (await repo.listOfReader(db, reader.id)).map((r) => toApplication(r, today));
    },

    /**
     * A new application without a booking (one per topic): stored as submitted, the
     * "received" mail. 409 `conflict` [`userApplication`] while the archive asks for none;
     * 400 for a purpose not among the archive's.
     */
    submit(
      reader: SignedInReader,
      input: ApplicationInput,
      language: string,
    ): Promise<Application> {
      if (settings().mode === 'off') throw AppError.conflict('conflict', ['userApplication']);
      if (!settings().purposes.includes(input.purpose)) throw AppError.validation('body.purpose');
      return transaction(db, async (tx) => {
        const now = clock.now();
        const row = await repo.insertApplication(tx, {
          ...input,
          readerId: reader.id,
          email: reader.email,
          language,
          rulesVersion: settings().readingRulesVersion,
          now,
        });
        await enqueueApplicationReceived(tx, config, mailTo(row), [], {
          now,
          today: clock.dateAt(now),
        });
        return toApplication(row, clock.dateAt(now));
      });
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
