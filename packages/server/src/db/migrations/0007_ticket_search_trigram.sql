-- Staff reservation search, fast at a million tickets: a trigram index answers
-- `ILIKE '%term%'` without reading every ticket. One expression holds every searched person
-- field, joined by the unit separator chr(31), which a term never spans
-- (staff-tickets/staff-repository.ts falls back to per-column filters for a term containing
-- it); the booking number has its own index
-- (it is searched with the normalised term). Room names are matched on the 50-row rooms
-- table and reach tickets through their slot ids (tickets_time_slot_status_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_search_trgm_idx" ON "tickets" USING gin ((
  coalesce("last_name", '') || chr(31) || coalesce("first_name", '') || chr(31) ||
  coalesce("organisation", '') || chr(31) || coalesce("email", '')
) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tickets_booking_number_trgm_idx" ON "tickets" USING gin ("booking_number" gin_trgm_ops);
