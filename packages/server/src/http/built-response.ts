/**
 * The serializer for routes whose handler builds every field of its answer itself, from
 * typed values, and whose answer carries no personal data (the visitor's month calendar):
 * `JSON.stringify` without re-checking the answer against its zod schema. The schema still
 * declares the answer in the OpenAPI document, TypeScript checks the handler's object
 * against it, and the test suite's contract check validates every answer it produces against
 * the document (extra properties included). Everywhere else the zod serializer stays: it
 * strips what a schema does not declare, which keeps personal fields from leaking.
 *
 * Why: encoding ~45 slots through zod was ~13 % of the server's CPU for a month
 * calendar under load (CPU profile, docs/performance.md).
 *
 * `write` is `JSON.stringify`, or a writer that gives exactly what it gives (the visitor
 * calendar's `calendarJson`, written out for speed and tested against it).
 */
export function builtResponse(write: (data: unknown) => string) {
  return () => write;
}
