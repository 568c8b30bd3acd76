import type { Unit, UnitInput, UnitStateChange } from '@lesesaal/domain/record-orders/schema';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { ArchiveClock } from '../../http/types';
import { enqueueUnitNotAvailable } from '../../mail/record-mails';
import { normalizeTicketRow, selectTicketViews } from '../seat-core';
import * as repo from './repository';
import { openTicket, unitsOf } from './unit-tickets';
import { insertUnits, toUnit } from './units';
import { transaction } from '../../db/transaction';

/** Staff set a unit's state and edit a booked visit's units. */
export function createStaffUnitEdits(deps: { db: Db; clock: ArchiveClock; config: AppConfig }) {
  const { db, clock, config } = deps;
  return {
    /**
     * Staff set a unit's state. NOT_AVAILABLE (with its reason) queues one mail to the
     * visitor in the booking's language the first time; later calls change the state but
     * never mail again. A cancelled visit's units are closed (409).
     */
    async changeState(unitId: number, change: UnitStateChange): Promise<Unit> {
      return transaction(db, async (tx) => {
        const now = clock.now();
        const unit = await repo.lockUnit(tx, unitId);
        if (!unit) throw AppError.notFound('unit');
        await openTicket(tx, unit.ticketId);
        const reason = change.state === 'NOT_AVAILABLE' ? (change.reason ?? null) : null;
        let notified = false;
        if (change.state === 'NOT_AVAILABLE' && unit.notifiedAt === null) {
          const [view] = await selectTicketViews(tx).where(eq(tickets.id, unit.ticketId!));
          if (view) {
            await enqueueUnitNotAvailable(
              tx,
              config,
              normalizeTicketRow(view),
              { callNumber: unit.callNumber, title: unit.title, state: 'NOT_AVAILABLE', reason },
              now,
            );
          }
          notified = true;
        }
        return toUnit(
          await repo.setUnitState(tx, unitId, { state: change.state, reason, notified }, now),
        );
      });
    },

    async listForStaff(ticketId: number): Promise<Unit[]> {
      if (!(await repo.findUnitTicket(db, ticketId, false))) throw AppError.notFound('ticket');
      return unitsOf(db, ticketId);
    },

    /** Staff add units to a booked visit: no deadline or limits (staff decide). */
    async addForStaff(ticketId: number, units: readonly UnitInput[]): Promise<Unit[]> {
      return transaction(db, async (tx) => {
        const now = clock.now();
        const ticket = await openTicket(tx, ticketId);
        await insertUnits(
          tx,
          units.map((unit) => ({ ticketId, roomId: ticket.roomId, visitDate: ticket.date, unit })),
          now,
          true,
        );
        return unitsOf(tx, ticketId);
      });
    },

    async updateForStaff(unitId: number, input: UnitInput): Promise<Unit> {
      return transaction(db, async (tx) => {
        const unit = await repo.lockUnit(tx, unitId);
        if (!unit) throw AppError.notFound('unit');
        await openTicket(tx, unit.ticketId);
        return toUnit(await repo.updateUnitFields(tx, unitId, input, clock.now()));
      });
    },

    async removeForStaff(unitId: number): Promise<void> {
      await transaction(db, async (tx) => {
        const unit = await repo.lockUnit(tx, unitId);
        if (!unit) throw AppError.notFound('unit');
        await openTicket(tx, unit.ticketId);
        await repo.deleteUnit(tx, unitId);
      });
    },
  };
}
