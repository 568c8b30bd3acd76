-- Constraints drizzle's schema DSL cannot express (an exclusion constraint, expression indexes),
-- written by hand.
-- Two slots of one room may never overlap in time. Half-open ranges: 10:00-11:00 and
-- 11:00-12:00 touch but do not overlap. Violation = SQLSTATE 23P01 -> timeslot__overlapping.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, tsrange(("date" + "start_time"), ("date" + "end_time"), '[)') WITH &&);
--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_end_after_start" CHECK ("end_time" > "start_time");
--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_capacity_range" CHECK ("capacity" BETWEEN 0 AND 99999);
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_capacity_range" CHECK ("capacity" BETWEEN 0 AND 99999);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_valid" CHECK ("status" IN ('NEW', 'BOOKED', 'INVALID', 'CANCELLED'));
--> statement-breakpoint
-- E-mail keys compare case-insensitively.
CREATE UNIQUE INDEX "blacklist_email_lower_idx" ON "blacklist" (lower("email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_lower_idx" ON "staff_accounts" (lower("email"));
--> statement-breakpoint
CREATE INDEX "tickets_email_lower_idx" ON "tickets" (lower("email"));
