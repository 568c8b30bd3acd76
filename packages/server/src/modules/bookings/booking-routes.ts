import { z } from 'zod';
import { bookingRequestSchema } from '@lesesaal/domain/owners/schema';
import { bookingResponseSchema } from '@lesesaal/domain/tickets/schema';
import type { RouteErrors } from '../../http/openapi/errors';
import { sendPrivateHeaders, transactionIdSchema } from '../../http/private-headers';
import type { AppWiring, ZodApp } from '../../http/types';
import { perArchive } from '../../http/archive-context';
import { createVisitorLimits } from '../../http/visitor-limits';
import { confirmationUrl } from '../../mail/booking-mails';
import { createReaderSessions } from '../readers';
import { createBookingService } from './booking-service';

const transactionParams = z.object({ id: transactionIdSchema });
const tags = ['transactions'];
const notFound = { 404: ['not_found'] } as const satisfies RouteErrors;

/** Booking the visitor's cart: `PUT /transactions/:id/booking` (the cart's last step). */
export async function bookingRoutes(api: ZodApp, wiring: AppWiring): Promise<void> {
  const booking = perArchive(createBookingService);
  const readers = perArchive(createReaderSessions);
  const visitorLimits = createVisitorLimits(wiring);

  await api.register(async (scope: ZodApp) => {
    sendPrivateHeaders(scope);

    scope.put(
      '/transactions/:id/booking',
      {
        preValidation: visitorLimits.hook('bookings'),
        config: {
          errors: {
            ...notFound,
            409: [
              'ticket__validation_error',
              'booking__email_blacklisted',
              // records with the visits, limits per person
              'records__required',
              'records__not_orderable',
              'records__deadline_passed',
              'records__max_per_visit_reached',
              'records__max_per_day_reached',
              'ticket__person_limit_reached',
              // the user application (archive mode `required`)
              'application_required',
              'application_expired',
              'application_refused',
            ],
            401: ['reader_signed_out'],
            429: ['too_many_requests'],
          },
        },
        schema: {
          tags,
          summary: 'Book the cart with the personal data (all or nothing)',
          description:
            "`records` (optional): per cart ticket the records (units) to have ready — refused with `records__*` by the room's ordering settings; `ticket__person_limit_reached` (payload week|month, maximum, first day) when PERSON_MAX_VISITS_PER_WEEK/_MONTH is reached. " +
            "`manageUrl` is the address the confirmation mail links to (the booking's page). " +
            'Safe to repeat (a lost answer, a 503): within 24 hours of the booking the same request (the same `email`, any case) answers the booked tickets again — same ids and booking numbers — and changes and mails nothing; another address answers 404 like an unknown cart. ' +
            "User application (the archive's `userApplication`): in mode `with-booking` `purpose` (one of the archive's `applicationPurposes`) and `topic` are required, in the other modes refused (400). In mode `required`, a cart with a room marked `requiresApplication` needs a signed-in reader (401 `reader_signed_out`): with an approved application valid on each visit's day it books as usual; otherwise the body's `application` is stored as submitted and the booking answers with its tickets `PENDING` (seats held; the mail says the application was received, the confirmation follows the approval), as it does while the reader has an application waiting for its decision; without one 409 `application_required` (`application_refused`: the latest was refused; `application_expired`: the approved one does not cover the visit's day). `application` where no room needs one: 400. " +
            "With a reader session the booking is the signed-in reader's: its e-mail is the reader's (the body's `email` is not used) and the limits per person count the reader's bookings; without one it books as before.",
          params: transactionParams,
          body: bookingRequestSchema,
          security: [{ readerSession: [] }, {}],
          response: { 200: bookingResponseSchema },
        },
      },
      async (request) => {
        const reader = await readers(request).currentReader(request);
        const tickets = await booking(request).book(
          request.params.id,
          request.body,
          reader ?? undefined,
        );
        // every booked ticket carries the booking's owner id (book-cart.ts writes one for all)
        const ownerId = tickets[0]?.ownerId;
        if (!ownerId) throw new Error('a booked cart without an owner id');
        return {
          tickets,
          manageUrl: confirmationUrl(request.archive.config, ownerId, request.body.language),
        };
      },
    );
  });
}
