import { z } from 'zod';
import { seriesRequestSchema, seriesResultSchema } from '@lesesaal/domain/stays/schema';
import { idParamSchema } from '@lesesaal/domain/validation';
import type { RouteErrors } from '../../http/openapi/errors';
import type { ZodApp } from '../../http/types';
import type { PerArchive } from '../../http/archive-context';
import type { createBookingService } from '../bookings';

type Booking = ReturnType<typeof createBookingService>;
const tags = ['admin tickets'];
const security = [{ session: [] }];

const SERIES_TEXT =
  'A staff series (docs/decisions/research-stays.md): the person (as a staff booking) at the ' +
  "room's slot starting at `startTime` on every `weekday` from `from` until `until`, or on the " +
  '`dates` given (not both; at most 60 days, else 409 `stay__too_long`). Checked against ' +
  'capacity day by day: a day without such a slot (`no_slot`), full (`full`: staff do not ' +
  'overbook a series) or started (`started`) is not bookable.';

/** `Idempotency-Key`, as for the staff booking. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9._~:+/=-]{8,100}$/)
    .optional(),
});

/** Staff book a person for a series of days: the preview and the confirmation. */
export function seriesRoutes(api: ZodApp, booking: PerArchive<Booking>): void {
  api.post(
    '/admin/rooms/:id/series/preview',
    {
      config: { errors: { 404: ['not_found'], 409: ['stay__too_long'] } satisfies RouteErrors },
      schema: {
        tags,
        security,
        summary: "A series' days: bookable or not, and why (nothing written)",
        description: SERIES_TEXT,
        params: z.object({ id: idParamSchema }),
        body: seriesRequestSchema,
        response: { 200: seriesResultSchema },
      },
    },
    async (request) => booking(request).previewSeries(request.params.id, request.body),
  );

  api.post(
    '/admin/rooms/:id/series',
    {
      config: {
        errors: {
          404: ['not_found'],
          409: ['stay__too_long', 'series__nothing_bookable', 'idempotency_key_reused'],
        } satisfies RouteErrors,
      },
      schema: {
        tags,
        security,
        summary: 'Book a person for a series of days (the bookable ones, as one stay)',
        description:
          `${SERIES_TEXT} Books the days bookable under their slot locks as one stay (one ` +
          'owner link, one mail with one .ics of all days); a day that filled since the preview ' +
          'comes back not bookable. 409 `series__nothing_bookable`: no day can be booked, ' +
          'nothing written. Safe to repeat with an `Idempotency-Key` as the staff booking: the ' +
          'same key answers the stay first booked (its days as they are now).',
        headers: idempotencyHeaders,
        params: z.object({ id: idParamSchema }),
        body: seriesRequestSchema,
        response: { 201: seriesResultSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const result = await booking(request).bookSeries(
        request.params.id,
        request.body,
        key === undefined ? undefined : { accountId: request.staff!.accountId, key },
      );
      return reply.status(201).send(result);
    },
  );
}
