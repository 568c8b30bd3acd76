/**
 * The largest request bodies the server takes (app.ts). A reverse proxy in front must let
 * them through: deploy/nginx/lesesaal.conf sets `client_max_body_size` above them, and
 * deploy/nginx.test.ts checks it against these figures and the upload routes' own limits.
 */

/** A parsed body (JSON): Fastify's `bodyLimit`, 1 MiB. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A multipart upload (@fastify/multipart): one file and a few short text fields beside it.
 * The file's 5 MiB hold where a route sets no limit of its own; the upload routes set theirs
 * (the holiday import ICAL_MAX_BYTES, seat plans PLAN_MAX_BYTES, room pictures
 * IMAGE_MAX_BYTES), which may be higher.
 */
export const MULTIPART_LIMITS = {
  fileSize: 5 * 1024 * 1024,
  files: 1,
  fields: 10,
  parts: 12,
} as const;
