/**
 * What a booking tells the archive about the reader's research (the user application
 * settings, docs/decisions/user-applications.md): under `with-booking` each booking names
 * its purpose and topic; under `required` a room marked `requiresApplication` needs a
 * signed-in reader with an approved application valid on the visit's day, else the booking
 * carries a new application and waits for the staff's decision.
 */
import { z } from 'zod';
import { applicationInputSchema, topicField } from '@lesesaal/domain/applications/schema';
import { purposeField } from '@lesesaal/domain/applications/settings';
import type { Ticket } from './api-types';

/** The application form as typed (every field present; the checkboxes may still be unticked). */
export interface ApplicationDraft {
  name: string;
  street: string;
  postcode: string;
  town: string;
  country: string;
  phone: string;
  institution: string;
  topic: string;
  purpose: string;
  publicationPlanned: boolean;
  rulesAccepted: boolean;
  privacyAccepted: boolean;
}

/** The step's fields as typed. */
export interface ReadingDraft {
  purpose: string;
  topic: string;
  application: ApplicationDraft;
}

export const EMPTY_APPLICATION: ApplicationDraft = {
  name: '',
  street: '',
  postcode: '',
  town: '',
  country: 'DE',
  phone: '',
  institution: '',
  topic: '',
  purpose: '',
  publicationPlanned: false,
  rulesAccepted: false,
  privacyAccepted: false,
};

export const EMPTY_READING: ReadingDraft = {
  purpose: '',
  topic: '',
  application: EMPTY_APPLICATION,
};

/**
 * The application for a booking: `none` (no room of the cart asks for one), `sign-in` (one
 * does, nobody is signed in), `form` (the reader has no approved application valid on every
 * such visit's day: the booking carries a new one), `covered` (they have), `waiting` (their
 * application awaits the decision: the booking waits with it, nothing new is sent), `loading`.
 */
export type ApplicationNeed = 'none' | 'loading' | 'sign-in' | 'form' | 'covered' | 'waiting';

/** What the step asks for. */
export interface ReadingNeed {
  /** purpose and topic with the booking (`with-booking`) */
  withBooking: boolean;
  application: ApplicationNeed;
}

/** What the booking call carries besides the personal data. */
export interface ReadingBody {
  purpose?: string;
  topic?: string;
  application?: z.output<typeof applicationInputSchema>;
}

/** An application as the reader reads it, reduced to what decides whether it covers a day. */
export interface ApplicationValidity {
  state: string;
  validFrom: string | null;
  validUntil: string | null;
}

/** Whether one of `applications` is approved and valid on `date` (ISO dates compare as text). */
export function coversDay(applications: readonly ApplicationValidity[], date: string): boolean {
  return applications.some(
    (a) =>
      a.state === 'approved' &&
      (a.validFrom === null || a.validFrom <= date) &&
      (a.validUntil === null || date <= a.validUntil),
  );
}

/** The cart's visits in rooms that ask for an application (rooms by id; the flag from the room list). */
export function visitsNeedingApplication(
  tickets: readonly Ticket[],
  requiresApplication: (roomId: number) => boolean,
): Ticket[] {
  return tickets.filter((ticket) => requiresApplication(ticket.roomId));
}

const oneOf = (purposes: readonly string[]) =>
  purposeField().refine((value) => purposes.includes(value), { error: 'required' });

/** The step's rules for what `need` asks for (the purposes: the archive's list). */
export function readingSchema(need: ReadingNeed, purposes: readonly string[]) {
  return z.object({
    ...(need.withBooking ? { purpose: oneOf(purposes), topic: topicField() } : {}),
    ...(need.application === 'form'
      ? { application: applicationInputSchema.extend({ purpose: oneOf(purposes) }) }
      : {}),
  });
}

/** The checked values as the booking call takes them (only what `need` asks for). */
export function readingBody(values: ReadingBody, need: ReadingNeed): ReadingBody {
  return {
    ...(need.withBooking && values.purpose !== undefined && values.topic !== undefined
      ? { purpose: values.purpose, topic: values.topic }
      : {}),
    ...(need.application === 'form' && values.application
      ? { application: values.application }
      : {}),
  };
}
