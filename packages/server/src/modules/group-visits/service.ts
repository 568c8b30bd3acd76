import { createHash, randomBytes } from 'node:crypto';
import { isEmailBlacklisted } from '@lesesaal/domain/blacklist/rules';
import { addDays, type IsoDate } from '@lesesaal/domain/dates';
import {
  GROUP_OPEN_REQUESTS_PER_EMAIL,
  type CheckInGroupLine,
  type DailyReportGroupLine,
  type GroupListQuery,
  type GroupRequestInput,
  type GroupRequestView,
  type StaffGroupRequest,
} from '@lesesaal/domain/group-visits/schema';
import { slotStartInstant } from '@lesesaal/domain/time-slots/rules';
import { createBookingNumber } from '@lesesaal/domain/tickets/booking-number';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import {
  enqueueGroupConfirmed,
  enqueueGroupDeclined,
  enqueueGroupReceived,
  type GroupMail,
} from '../../mail/group-mails';
import type { BotCheckVerifier } from '../bot-check';
import { listBlacklistEntriesFor } from '../blacklist';
import {
  cancelGroupSeats,
  createToken,
  lockPersonForBooking,
  lockSlots,
  readSlotForHold,
  takeGroupSeats,
} from '../seat-core';
import { offerFreedSeats } from '../waiting-list';
import * as repo from './repository';

export interface GroupVisitDeps {
  db: Db;
  clock: ArchiveClock;
  config: AppConfig;
  verifyBotCheck: BotCheckVerifier;
}

/** Who decided: the staff member's e-mail is stored with the decision. */
export interface Decider {
  email: string;
}

/** The manage token's stored form: only its SHA-256 hash is kept. */
export const tokenHashOf = (token: string): string =>
  createHash('sha256').update(`group:${token}`).digest('hex');

const PAGE_SIZE_DEFAULT = 20;
const BOOKING_NUMBER_ATTEMPTS = 5;

/** The slot has started (or is past) at `now`. */
const started = (row: repo.GroupRow, now: Date, timeZone: string) =>
  slotStartInstant(
    { date: row.date as IsoDate, startTime: row.startTime as `${number}:${number}` },
    timeZone,
  ).getTime() <= now.getTime();

const isOpen = (row: repo.GroupRow) => row.status === 'REQUESTED' || row.status === 'CONFIRMED';

function commonView(row: repo.GroupRow) {
  return {
    status: row.status,
    bookingNumber: row.bookingNumber,
    roomId: row.roomId,
    roomName: row.roomName,
    timeSlotId: row.timeSlotId,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    wholeRoom: row.wholeRoom,
    seatsRequested: row.seatsRequested,
    seats: row.seats,
    participants: row.participants,
    organiserName: row.organiserName,
    institution: row.institution,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    units: row.units,
    declineReason: row.declineReason,
  };
}

/** The organiser's view (manage page) at `now`. */
export function organiserView(
  row: repo.GroupRow,
  clock: Pick<ArchiveClock, 'timeZone' | 'dateAt'>,
  now: Date,
): GroupRequestView {
  const participantsUntil = addDays(row.date as IsoDate, -1);
  return {
    ...commonView(row),
    participantsUntil,
    canChangeParticipants: isOpen(row) && clock.dateAt(now) <= participantsUntil,
    canCancel: isOpen(row) && !started(row, now, clock.timeZone),
  };
}

function staffView(row: repo.GroupRow, active: number): StaffGroupRequest {
  return {
    id: row.id,
    ...commonView(row),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    capacity: row.capacity,
    freeSeats: Math.max(0, row.capacity - active),
  };
}

function mailOf(row: repo.GroupRow, token: string | null): GroupMail | null {
  if (!row.email || !row.organiserName) return null;
  return {
    email: row.email,
    organiserName: row.organiserName,
    language: row.language,
    token,
    wholeRoom: row.wholeRoom,
    seats: row.seats ?? row.seatsRequested,
    bookingNumber: row.bookingNumber,
    slot: {
      roomName: row.roomName,
      roomDescription: row.roomDescription,
      date: row.date,
      startTime: row.startTime,
      endTime: row.endTime,
    },
  };
}

type Lookups = ReturnType<typeof lookups>;

/** The request by its manage token or id (404 `groupRequest`), the staff view, a booking number. */
function lookups(deps: GroupVisitDeps) {
  const { clock } = deps;
  /** The request of the manage link, locked in `tx` when asked; 404 for a wrong token. */
  async function byToken(tx: Db, token: string, lock = false): Promise<repo.GroupRow> {
    const row = await repo.findGroup(tx, { tokenHash: tokenHashOf(token) }, { lock });
    if (!row) throw AppError.notFound('groupRequest');
    return row;
  }

  async function byId(tx: Db, id: number, lock = false): Promise<repo.GroupRow> {
    const row = await repo.findGroup(tx, { id }, { lock });
    if (!row) throw AppError.notFound('groupRequest');
    return row;
  }

  async function staffViewOf(tx: Db, id: number): Promise<StaffGroupRequest> {
    const row = await byId(tx, id);
    return staffView(row, await repo.activeOfSlot(tx, row.timeSlotId, clock.now()));
  }

  /** A booking number no ticket and no group has (a clash is one in 850 billion). */
  async function freshBookingNumber(tx: Db): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const number = createBookingNumber((n) => randomBytes(n));
      if (!(await repo.bookingNumberTaken(tx, number)) || attempt >= BOOKING_NUMBER_ATTEMPTS)
        return number;
    }
  }

  return { byToken, byId, staffViewOf, freshBookingNumber };
}

/** The organiser's calls: the request, and the manage link's view, participants, cancellation. */
function organiserCalls(deps: GroupVisitDeps, { byToken, byId }: Lookups) {
  const { db, clock, config } = deps;
  return {
    async request(
      input: GroupRequestInput,
      botCheckToken: string | undefined,
      remoteIp: string | undefined,
    ): Promise<GroupRequestView> {
      if (!(await deps.verifyBotCheck(botCheckToken, remoteIp)))
        throw new AppError('recaptcha__validation_error', 403);
      const now = clock.now();
      const today = clock.dateAt(now);
      const found = await readSlotForHold(db, input.timeSlotId, today, now);
      if (!found || found.slot.roomId !== input.roomId) throw AppError.notFound('timeSlot');
      // groups ask ahead: from tomorrow on, never for a slot of today or the past
      if (found.slot.date <= today) throw AppError.conflict('timeslot_not_open');
      const seats = input.wholeRoom ? null : (input.seats ?? null);
      if (seats !== null && seats > found.slot.capacity) throw AppError.validation('body.seats');
      if (isEmailBlacklisted(input.email, await listBlacklistEntriesFor(db, input.email), today))
        throw AppError.conflict('booking__email_blacklisted');
      const id = await transaction(db, async (tx) => {
        // one address's requests at once: the open-request count cannot be passed by a race
        await lockPersonForBooking(tx, input.email);
        if ((await repo.countOpenOfEmail(tx, input.email)) >= GROUP_OPEN_REQUESTS_PER_EMAIL)
          throw AppError.conflict('group__limit_reached', [String(GROUP_OPEN_REQUESTS_PER_EMAIL)]);
        const newId = await repo.insertGroup(tx, {
          timeSlotId: input.timeSlotId,
          wholeRoom: input.wholeRoom,
          seatsRequested: seats,
          participants: input.participants ?? null,
          language: input.language,
          organiserName: input.organiserName,
          institution: input.institution,
          email: input.email,
          phone: input.phone,
          topic: input.topic,
          units: input.units,
          // the manage link comes with the confirmation: until then a token nobody knows
          tokenHash: tokenHashOf(createToken()),
          now,
        });
        const mail = mailOf(await byId(tx, newId), null);
        if (mail) await enqueueGroupReceived(tx, config, mail, now);
        return newId;
      });
      return organiserView(await byId(db, id), clock, now);
    },

    async get(token: string): Promise<GroupRequestView> {
      return organiserView(await byToken(db, token), clock, clock.now());
    },

    /** Participants up to the day before the visit (409 `group__too_late` from its day on). */
    async setParticipants(token: string, participants: number): Promise<GroupRequestView> {
      const now = clock.now();
      return transaction(db, async (tx) => {
        const row = await byToken(tx, token, true);
        if (!isOpen(row)) throw AppError.conflict('group__closed');
        if (clock.dateAt(now) >= row.date) throw AppError.conflict('group__too_late');
        const most = row.seats ?? row.seatsRequested ?? row.capacity;
        if (participants > most) throw AppError.validation('body.participants');
        await repo.updateGroup(tx, row.id, { participants });
        return organiserView(await byId(tx, row.id), clock, now);
      });
    },

    /**
     * The organiser cancels before the slot starts: a confirmed group's seats are free at
     * once and offered to the slot's waiting list under the slot lock (lock order: the
     * request's row, then the slot).
     */
    async cancel(token: string): Promise<GroupRequestView> {
      const now = clock.now();
      return transaction(db, async (tx) => {
        const row = await byToken(tx, token, true);
        if (!isOpen(row)) throw AppError.conflict('group__closed');
        if (started(row, now, clock.timeZone)) throw AppError.conflict('group__too_late');
        if (row.status === 'CONFIRMED') {
          await lockSlots(tx, [row.timeSlotId]);
          await cancelGroupSeats(tx, row.id, now);
          await offerFreedSeats(tx, { config, clock }, [row.timeSlotId], now);
        }
        await repo.updateGroup(tx, row.id, { status: 'CANCELLED', cancelledAt: now });
        return organiserView(await byId(tx, row.id), clock, now);
      });
    },
  };
}

/** The staff's calls: the list, one request, confirm and decline. */
function staffCalls(deps: GroupVisitDeps, { byId, staffViewOf, freshBookingNumber }: Lookups) {
  const { db, clock, config } = deps;
  return {
    async list(
      query: GroupListQuery,
    ): Promise<{ content: StaffGroupRequest[]; totalCount: number }> {
      const { rows, total } = await repo.listGroups(
        db,
        {
          status: query.status,
          limit: query.limit ?? PAGE_SIZE_DEFAULT,
          offset: query.offset ?? 0,
        },
        clock.now(),
      );
      return { content: rows.map((r) => staffView(r, r.active)), totalCount: total };
    },

    async getForStaff(id: number): Promise<StaffGroupRequest> {
      return staffViewOf(db, id);
    },

    /**
     * Confirms a request: its seats (the whole room: every seat free now) are taken as one
     * block under the slot lock, all or none (409 `timeslot_no_tickets_left` [free seats]),
     * with a booking number; the organiser's mail with the `.ics` in the same transaction.
     */
    async confirm(id: number, staff: Decider): Promise<StaffGroupRequest> {
      const now = clock.now();
      return transaction(db, async (tx) => {
        const row = await byId(tx, id, true);
        if (row.status !== 'REQUESTED') throw AppError.conflict('group__already_decided');
        if (started(row, now, clock.timeZone)) throw AppError.conflict('timeslot_not_open');
        const taken = await takeGroupSeats(tx, {
          slotId: row.timeSlotId,
          groupId: row.id,
          seats: row.wholeRoom ? 'all' : (row.seatsRequested ?? 0),
          now,
        });
        if (!taken.taken) {
          if (taken.reason === 'gone') throw AppError.notFound('timeSlot');
          throw AppError.conflict('timeslot_no_tickets_left', [String(taken.free)]);
        }
        const bookingNumber = await freshBookingNumber(tx);
        await repo.updateGroup(tx, row.id, {
          status: 'CONFIRMED',
          seats: taken.seats,
          bookingNumber,
          decidedAt: now,
          decidedBy: staff.email,
        });
        // the one manage link, in the confirmation mail only: just its hash is stored
        const token = createToken();
        await repo.updateGroup(tx, row.id, { tokenHash: tokenHashOf(token) });
        const mail = mailOf(await byId(tx, row.id), token);
        const first = await repo.firstTicketOf(tx, row.id);
        if (mail && first !== null) await enqueueGroupConfirmed(tx, config, mail, first, now);
        return staffViewOf(tx, row.id);
      });
    },

    /** Declines a request with the staff's reason (mailed to the organiser). */
    async decline(id: number, reason: string, staff: Decider): Promise<StaffGroupRequest> {
      const now = clock.now();
      return transaction(db, async (tx) => {
        const row = await byId(tx, id, true);
        if (row.status !== 'REQUESTED') throw AppError.conflict('group__already_decided');
        await repo.updateGroup(tx, row.id, {
          status: 'DECLINED',
          declineReason: reason,
          decidedAt: now,
          decidedBy: staff.email,
        });
        const mail = mailOf(row, null);
        if (mail) await enqueueGroupDeclined(tx, config, mail, reason, now);
        return staffViewOf(tx, row.id);
      });
    },
  };
}

/**
 * Group visits (docs/decisions/group-visits.md): the organiser's request (bot check, the
 * address's request window, the e-mail's open requests), its manage link (view, participants
 * until the day before, cancellation), the staff's list and decision — a confirmation takes
 * the seats as one block under the slot lock, all or none — and the group lines of the
 * check-in list and the daily report.
 */
export function createGroupVisitService(deps: GroupVisitDeps) {
  const found = lookups(deps);
  return { ...organiserCalls(deps, found), ...staffCalls(deps, found) };
}

/** The confirmed groups of a day as check-in lines (module check-in). */
export async function groupLinesForCheckIn(
  db: Db,
  filter: { date: IsoDate; roomId?: number | undefined },
): Promise<CheckInGroupLine[]> {
  return (await repo.listConfirmedOfDay(db, filter)).map((r) => ({
    id: r.id,
    timeSlotId: r.timeSlotId,
    roomId: r.roomId,
    roomName: r.roomName,
    date: r.date,
    startTime: r.startTime,
    endTime: r.endTime,
    bookingNumber: r.bookingNumber,
    organiserName: r.organiserName,
    institution: r.institution,
    seats: r.seats ?? 0,
    participants: r.participants,
    wholeRoom: r.wholeRoom,
  }));
}

/** The confirmed groups of a room's day as daily report lines (module reports). */
export async function groupLinesForDailyReport(
  db: Db,
  roomId: number,
  date: string,
): Promise<DailyReportGroupLine[]> {
  return (await repo.listConfirmedOfDay(db, { date, roomId })).map((r) => ({
    id: r.id,
    timeSlotId: r.timeSlotId,
    startTime: r.startTime,
    endTime: r.endTime,
    bookingNumber: r.bookingNumber,
    organiserName: r.organiserName,
    institution: r.institution,
    seats: r.seats ?? 0,
    participants: r.participants,
    wholeRoom: r.wholeRoom,
    topic: r.topic,
    units: r.units,
  }));
}
