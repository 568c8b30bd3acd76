/**
 * The longest texts of an accessibility feedback message, for the server's body schema and
 * the web form's checks alike (lengths after trimming, as zod measures them). Kept apart from
 * the schema so the form reads them without zod.
 */
export const FEEDBACK_LIMITS = { page: 500, description: 5000, name: 200 } as const;
