import type { ApplicationInput } from '@lesesaal/domain/applications/schema';
import { coversDay } from '@lesesaal/domain/applications/validity';
import type { IsoDate } from '@lesesaal/domain/dates';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { enqueueApplicationReceived } from '../../mail/application-mails';
import type { MailTicketSource } from '../../mail/booking-mails';
import type { SignedInReader } from '../readers';
import {
  markTicketsPending,
  setTicketApplicationValues,
  type TicketApplicationValues,
} from '../seat-core';
import * as repo from './repository';
import { storedState } from './views';

/** What a booking sends for the user application (the domain's `bookingApplicationFields`). */
export interface BookingApplicationRequest {
  purpose?: string | undefined;
  topic?: string | undefined;
  application?: ApplicationInput | undefined;
  language: string;
}

/**
 * What the user application makes of a booking, decided before it is written: `pending` (it
 * waits for the decision on the reader's application: PENDING tickets, the "received" mail
 * instead of the confirmation) and what its tickets store.
 */
export interface BookingApplication {
  pending: boolean;
  /** after the tickets are booked, in the booking's transaction: the application (a new one) and the tickets' columns */
  record(tx: Db, ticketIds: readonly number[], now: Date): Promise<void>;
  /** the "received" mail of a pending booking, its tickets as booked */
  mailReceived(
    tx: Db,
    views: readonly MailTicketSource[],
    at: { now: Date; today: IsoDate },
  ): Promise<void>;
}

const NONE: TicketApplicationValues = {
  applicationId: null,
  purpose: null,
  topic: null,
  country: null,
};

const plain = (values: TicketApplicationValues): BookingApplication => ({
  pending: false,
  record: (tx, ids) =>
    values === NONE ? Promise.resolve() : setTicketApplicationValues(tx, ids, values),
  mailReceived: () => Promise.resolve(),
});

/**
 * The rules of the archive's `userApplication` for a booking (docs/decisions/user-applications.md):
 * - `with-booking`: `purpose` (one of the archive's) and `topic` are required; stored with the tickets.
 * - otherwise both are refused (400).
 * - `required`, a room of the cart marked `requiresApplication`: a signed-in reader (else 401
 *   `reader_signed_out`); an approved application valid on every visit's day books as usual;
 *   else a sent `application` is stored as `submitted` and the booking waits (PENDING), as it
 *   does when the reader has an application waiting for its decision; else 409
 *   `application_refused` (the latest was refused), `application_expired` (an approved one
 *   does not cover the days) or `application_required`.
 * - `application` is refused (400) where no room needs one.
 * Reads only; what it decides is written by `record` once every other check has passed.
 */
export async function checkBookingApplication(
  tx: Db,
  config: AppConfig,
  cart: ReadonlyArray<{ roomId: number; date: IsoDate }>,
  request: BookingApplicationRequest,
  reader: SignedInReader | undefined,
): Promise<BookingApplication> {
  const settings = config.applications;
  if (settings.mode === 'with-booking') {
    if (request.purpose === undefined || !settings.purposes.includes(request.purpose))
      throw AppError.validation('body.purpose');
    if (request.topic === undefined) throw AppError.validation('body.topic');
  } else {
    if (request.purpose !== undefined) throw AppError.validation('body.purpose');
    if (request.topic !== undefined) throw AppError.validation('body.topic');
  }
  const withBooking: TicketApplicationValues =
    settings.mode === 'with-booking'
      ? { ...NONE, purpose: request.purpose!, topic: request.topic! }
      : NONE;

  const needing =
    settings.mode === 'required'
      ? await repo.roomsRequiringApplication(tx, [...new Set(cart.map((t) => t.roomId))])
      : new Set<number>();
  if (needing.size === 0) {
    if (request.application !== undefined) throw AppError.validation('body.application');
    return plain(withBooking);
  }
  if (!reader) throw new AppError('reader_signed_out', 401);

  const days = cart.filter((t) => needing.has(t.roomId)).map((t) => t.date);
  // locked: a decision on one of them (which locks its row) waits for this booking, or this
  // booking sees the decision
  const applications = await repo.listOfReader(tx, reader.id, true);
  const covering = applications.find((a) =>
    days.every((day) =>
      coversDay(
        { state: storedState(a.state), validFrom: a.validFrom, validUntil: a.validUntil },
        day,
      ),
    ),
  );
  if (covering)
    return plain({
      applicationId: covering.id,
      purpose: covering.purpose,
      topic: null,
      country: covering.country,
    });

  const input = request.application;
  if (input !== undefined) {
    if (!settings.purposes.includes(input.purpose))
      throw AppError.validation('body.application.purpose');
    return pendingBooking(config, reader, request.language, { input });
  }
  const waiting = applications.find((a) => a.state === 'submitted');
  if (waiting) return pendingBooking(config, reader, request.language, { existing: waiting });
  const latest = applications[0];
  if (latest?.state === 'refused') throw AppError.conflict('application_refused');
  if (applications.some((a) => a.state === 'approved'))
    throw AppError.conflict('application_expired');
  throw AppError.conflict('application_required');
}

function pendingBooking(
  config: AppConfig,
  reader: SignedInReader,
  language: string,
  application: { input: ApplicationInput } | { existing: repo.ApplicationRow },
): BookingApplication {
  let row: repo.ApplicationRow | undefined =
    'existing' in application ? application.existing : undefined;
  return {
    pending: true,
    async record(tx, ids, now) {
      if ('input' in application)
        row = await repo.insertApplication(tx, {
          ...application.input,
          readerId: reader.id,
          email: reader.email,
          language,
          rulesVersion: config.applications.readingRulesVersion,
          now,
        });
      await setTicketApplicationValues(tx, ids, {
        applicationId: row!.id,
        purpose: row!.purpose,
        topic: null,
        country: row!.country,
      });
      await markTicketsPending(tx, ids);
    },
    async mailReceived(tx, views, at) {
      await enqueueApplicationReceived(
        tx,
        config,
        { email: reader.email, name: row!.name, language: row!.language },
        views,
        at,
      );
    },
  };
}
