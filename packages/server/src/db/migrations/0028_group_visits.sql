-- Group visits (docs/decisions/group-visits.md): an organiser (teacher, lecturer, archive
-- educator) asks for N seats of a slot, or the whole room; staff confirm or decline.
-- - `group_requests`: the request (organiser's name, e-mail, phone, institution, topic, the
--   units wanted as free text, participants), its status (`REQUESTED`, `CONFIRMED`,
--   `DECLINED`, `CANCELLED`), the decision (when, by which staff member's e-mail, a decline's
--   reason), the booking number given at confirmation, the seats then taken (`seats`; the
--   whole room: what was free) and only the SHA-256 hash of the manage link's token. The
--   personal columns are erased the day after the visit like a ticket's. Archive's data:
--   archive_id, keys led by it, row-level security as every other table (migration 0017).
--   Its slot's foreign key cascades: a slot can only be deleted without tickets, so only
--   undecided, declined or cancelled requests go with it.
-- - `tickets.group_id`: the confirmed group's seats are BOOKED tickets of the slot (no
--   personal data on them), taken under the slot lock as one block, so they count like any
--   ticket. Plain (no foreign key): the group row never goes while its tickets stay.
-- Only adds (docs/decisions/upgrades.md): the release before never reads these; it would
-- show a group's seats as nameless bookings and not close a whole-room slot to holds.
CREATE TABLE "group_requests" (
	"archive_id" integer DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer NOT NULL,
	"id" serial NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"time_slot_id" integer NOT NULL,
	"whole_room" boolean DEFAULT false NOT NULL,
	"seats_requested" integer,
	"seats" integer,
	"participants" integer,
	"language" text DEFAULT 'de' NOT NULL,
	"organiser_name" text,
	"institution" text,
	"email" text,
	"email_lower" text GENERATED ALWAYS AS (lower(email)) STORED,
	"phone" text,
	"topic" text,
	"units" text,
	"booking_number" text,
	"token_hash" text NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"cancelled_at" timestamp with time zone,
	"personal_data_erased_at" timestamp with time zone,
	CONSTRAINT "group_requests_pkey" PRIMARY KEY ("archive_id", "id"),
	CONSTRAINT "group_requests_status_valid" CHECK ("status" IN ('REQUESTED', 'CONFIRMED', 'DECLINED', 'CANCELLED')),
	CONSTRAINT "group_requests_seats_valid" CHECK ("whole_room" OR "seats_requested" >= 2)
);
--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_time_slot_id_time_slots_id_fk" FOREIGN KEY ("archive_id", "time_slot_id") REFERENCES "public"."time_slots"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE UNIQUE INDEX "group_requests_token_idx" ON "group_requests" USING btree ("archive_id", "token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "group_requests_booking_number_idx" ON "group_requests" USING btree ("archive_id", "booking_number");
--> statement-breakpoint
CREATE INDEX "group_requests_status_idx" ON "group_requests" USING btree ("archive_id", "status", "created_at");
--> statement-breakpoint
CREATE INDEX "group_requests_slot_idx" ON "group_requests" USING btree ("archive_id", "time_slot_id");
--> statement-breakpoint
CREATE INDEX "group_requests_email_lower_idx" ON "group_requests" USING btree ("archive_id", "email_lower") WHERE "email_lower" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "group_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "group_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "group_requests_archive" ON "group_requests" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "group_requests" TO lesesaal_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "group_requests_id_seq" TO lesesaal_app;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "group_id" integer;
--> statement-breakpoint
CREATE INDEX "tickets_group_idx" ON "tickets" USING btree ("archive_id", "group_id") WHERE "group_id" IS NOT NULL;
