/**
 * Room payloads as the server accepts them: the create and update schemas of schema.ts with
 * the fallback for a missing opening-window bound (from 2 days to 30 days ahead),
 * so an API client may leave `openStart`/`openEnd` out. An unknown day type already falls
 * back to `DAY` (`dayTypeSchema`); `null` or a bad value stays an error.
 */
import {
  DEFAULT_OPEN_END,
  DEFAULT_OPEN_START,
  openBoundSchema,
  roomCreateSchema,
  roomUpdateSchema,
} from './schema';

const withDefaults = {
  openStart: openBoundSchema.default(DEFAULT_OPEN_START),
  openEnd: openBoundSchema.default(DEFAULT_OPEN_END),
};

/** Body of `POST /admin/rooms`; missing window bounds take the defaults. */
export const roomCreatePayloadSchema = roomCreateSchema.extend(withDefaults);

/** Body of `PUT /admin/rooms/{id}` (id and version required); missing bounds take the defaults. */
export const roomUpdatePayloadSchema = roomUpdateSchema.extend(withDefaults);
