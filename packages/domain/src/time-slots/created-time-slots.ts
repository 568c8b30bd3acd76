/**
 * Response of `POST /admin/rooms/{id}/timeslots`: the slots the request created, in date
 * order ("Response has createdTimeSlots"; the UI shows their count).
 * A new slot has no tickets yet (`ticketCount` 0, `failedRules` empty).
 */
import { z } from 'zod';
import { timeSlotSchema } from './schema';

export const createdTimeSlotsSchema = z.object({ createdTimeSlots: z.array(timeSlotSchema) });

/** The slots created by one create-slot request. */
export type CreatedTimeSlots = z.infer<typeof createdTimeSlotsSchema>;
