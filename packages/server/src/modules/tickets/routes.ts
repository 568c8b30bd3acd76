import type { AppContext, ZodApp } from '../../http/types';
import { calendarRoutes } from './calendar-routes';
import { checkInRoutes } from './checkin-routes';
import { ticketExportRoutes } from './export-routes';
import { cartRoutes } from './cart-routes';
import { ownerRoutes } from './owner-routes';
import { staffTicketRoutes } from './staff-routes';
import { waitingListRoutes } from './waiting-list-routes';

/**
 * Everything about tickets (one seat in one slot) under one module: the visitor's cart
 * (`/transactions…`), the booking calendar, the owner's link (`/owners…`) and the staff's
 * ticket list, staff booking and cancellation (`/admin/…tickets…`), the desk's check-in
 * (`/admin/checkin…`) and the waiting list of full slots (`/waiting-list…`,
 * `/admin/…/waiting-list`).
 */
export async function ticketsRoutes(api: ZodApp, ctx: AppContext): Promise<void> {
  await cartRoutes(api, ctx);
  await calendarRoutes(api, ctx);
  await ownerRoutes(api, ctx);
  await staffTicketRoutes(api, ctx);
  await ticketExportRoutes(api, ctx);
  await waitingListRoutes(api, ctx);
  await checkInRoutes(api, ctx);
}
