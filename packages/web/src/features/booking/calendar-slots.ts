import { visitorSlotLabel } from '@lesesaal/domain/time-slots/rules';
import type { Ticket, TimeSlot } from './api-types';

/**
 * The room calendar's slots: `daySlots`, those the month grid counts for a day (a visitor sees
 * them: open, with seats; evaluated with the cart), and `selectedSlots`, every slot with seats
 * of the chosen day, those outside the window too (the list says why they cannot be booked).
 */
export function calendarSlots(
  slots: readonly TimeSlot[],
  cart: readonly Ticket[],
  maxReservations: number,
  selected: string | null,
): { daySlots: (date: string) => TimeSlot[]; selectedSlots: TimeSlot[] } {
  const shown = slots.filter(
    (slot) => visitorSlotLabel(slot, { cart, maxReservations }) !== 'hidden',
  );
  return {
    daySlots: (date) => shown.filter((slot) => slot.date === date),
    selectedSlots: selected
      ? slots.filter((slot) => slot.date === selected && slot.capacity > 0)
      : [],
  };
}
