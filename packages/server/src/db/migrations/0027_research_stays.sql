-- Research stays (docs/decisions/research-stays.md):
-- - `rooms.max_stay_days`: the longest stay a visitor may hold in one step in the room, in
--   calendar days from the first to the last day; null: the room takes no stays.
-- - `tickets.stay_id`: the days of one stay (held together in one cart, or a staff series)
--   share a random token; null for a single visit. Plain text, no table of its own: a stay is
--   its tickets (the owner link, the booking number and the mail are the cart's as before).
-- - `tickets_stay_idx`: the days of a stay are read together (pull list, cancellation,
--   reminders).
-- Only adds (docs/decisions/upgrades.md): the release before never reads the new columns.
ALTER TABLE "rooms" ADD COLUMN "max_stay_days" integer;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "stay_id" text;
--> statement-breakpoint
CREATE INDEX "tickets_stay_idx" ON "tickets" USING btree ("archive_id", "stay_id") WHERE "stay_id" IS NOT NULL;
