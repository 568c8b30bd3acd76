import type { Unit, UnitInput } from '@lesesaal/domain/record-orders/schema';
import { DEFAULT_RECORDS_SETTINGS } from '@lesesaal/domain/record-orders/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { lockPersonForBooking, readRoomRules } from '../seat-core';
import { checkVisitOrders } from './order-rules';
import * as repo from './repository';
import { openOwnerTicket, unitsOf } from './unit-tickets';
import { countLiveUnitsOfTicket, insertUnits } from './units';
import { transaction } from '../../db/transaction';

/** The owner (through the mailed link) adds and removes units of a visit not yet started. */
export function createOwnerUnitEdits(deps: { db: Db; clock: ArchiveClock }) {
  const { db, clock } = deps;
  return {
    /**
     * The owner (or a catalogue system with the owner's link) adds units to a booked visit
     * that has not started: the room's rules as at booking (ordering on, deadline, per visit,
     * per person and day). 404 for another owner's ticket.
     */
    async addForOwner(
      ownerId: string,
      ticketId: number,
      units: readonly UnitInput[],
    ): Promise<Unit[]> {
      return transaction(db, async (tx) => {
        const { now, today, nowTime } = clock.wallClock();
        // The per-person-and-day limit: serialised with the person's bookings and other
        // additions by the booking's e-mail lock, taken before the ticket row's lock.
        const unlocked = await repo.findUnitTicket(tx, ticketId, false);
        if (unlocked?.email && unlocked.ownerId === ownerId)
          await lockPersonForBooking(tx, unlocked.email);
        const ticket = await openOwnerTicket(tx, ownerId, ticketId, { today, nowTime });
        const rules = await readRoomRules(tx, [ticket.roomId], today, ticket.date);
        await checkVisitOrders(tx, {
          email: ticket.email,
          visits: [
            {
              ticketId,
              roomId: ticket.roomId,
              date: ticket.date,
              existing: await countLiveUnitsOfTicket(tx, ticketId),
              adding: units.length,
            },
          ],
          settingsOf: (roomId) => rules.rooms.get(roomId)?.records ?? DEFAULT_RECORDS_SETTINGS,
          clock: { today, nowTime },
          holidays: rules.holidays,
          requireUnits: false,
        });
        await insertUnits(
          tx,
          units.map((unit) => ({ ticketId, roomId: ticket.roomId, visitDate: ticket.date, unit })),
          now,
          false,
        );
        return unitsOf(tx, ticketId);
      });
    },

    /** The owner removes a unit still ORDERED of a visit that has not started. */
    async removeForOwner(ownerId: string, ticketId: number, unitId: number): Promise<void> {
      await transaction(db, async (tx) => {
        const { today, nowTime } = clock.wallClock();
        await openOwnerTicket(tx, ownerId, ticketId, { today, nowTime });
        const unit = await repo.lockUnit(tx, unitId);
        if (!unit || unit.ticketId !== ticketId) throw AppError.notFound('unit');
        if (unit.state !== 'ORDERED')
          throw new AppError('records__visit_closed', 409, [String(ticketId)]);
        await repo.deleteUnit(tx, unitId, ticketId);
      });
    },
  };
}
