-- The user application (Benutzungsantrag, docs/decisions/user-applications.md):
-- - `user_applications`: what a reader submitted (name, postal address, topic, purpose,
--   planned publication, the version of the reading-room rules accepted), its state
--   (`submitted`, `approved`, `refused`; `expired` is read from `valid_until`, never stored),
--   the decision (when, by which staff member's e-mail, the refusal's reason), the validity
--   (first and last day, archive dates) and the identity check (when, by whom; no ID number).
--   `reader_id` is a plain column without a foreign key, null once the reader deleted their
--   account: an application outlives its reader row by law (kept `applicationRetentionYears`
--   after its validity ended), the nightly erasure deletes the row then. Archive's data: archive_id, keys led by it, row-level
--   security as every other table (migration 0017).
-- - `rooms.requires_application`: the room books only with an approved application when the
--   archive's `userApplication` is `required`.
-- - `tickets.application_id` (the application a booking waits for or was booked with; plain,
--   cleared before an application is erased), `tickets.purpose` and `tickets.country`
--   (kept for the statistics), `tickets.topic` (erased with the booking's personal data).
-- - The new ticket status `PENDING` (a booking waiting for the application's decision) holds
--   its seat: `tickets_slot_seat_pending_idx` keeps two tickets off one named seat among the
--   seat-holding states with PENDING (the index before it stays as it was).
-- `tickets_status_valid` is relaxed to allow PENDING (dropped and added wider in one
-- migration: the release before writes only the statuses it always did).
-- Only adds or relaxes (docs/decisions/upgrades.md): the release before never reads the new
-- columns and never writes PENDING; during a rolling upgrade an old instance would not count
-- a PENDING ticket's seat, so an archive turns `userApplication: required` on only once every
-- instance runs this release.
CREATE TABLE "user_applications" (
	"archive_id" integer DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer NOT NULL,
	"id" serial NOT NULL,
	"reader_id" integer,
	"email" text NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"town" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"institution" text,
	"topic" text NOT NULL,
	"purpose" text NOT NULL,
	"publication_planned" boolean NOT NULL,
	"rules_version" text,
	"state" text DEFAULT 'submitted' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"refusal_reason" text,
	"valid_from" date,
	"valid_until" date,
	"identity_checked_at" timestamp with time zone,
	"identity_checked_by" text,
	CONSTRAINT "user_applications_pkey" PRIMARY KEY ("archive_id", "id")
);
--> statement-breakpoint
ALTER TABLE "user_applications" ADD CONSTRAINT "user_applications_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE INDEX "user_applications_reader_idx" ON "user_applications" USING btree ("archive_id", "reader_id");
--> statement-breakpoint
CREATE INDEX "user_applications_state_idx" ON "user_applications" USING btree ("archive_id", "state", "submitted_at");
--> statement-breakpoint
ALTER TABLE "user_applications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_applications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "user_applications_archive" ON "user_applications" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "user_applications" TO lesesaal_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "user_applications_id_seq" TO lesesaal_app;
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "requires_application" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "application_id" integer;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "purpose" text;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "topic" text;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "country" text;
--> statement-breakpoint
CREATE INDEX "tickets_application_idx" ON "tickets" USING btree ("archive_id", "application_id") WHERE "application_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_slot_seat_pending_idx" ON "tickets" USING btree ("archive_id", "time_slot_id", "seat_id") WHERE seat_id IS NOT NULL AND (status IN ('NEW', 'PENDING') OR (status = 'BOOKED' AND seat_released_at IS NULL));
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_status_valid";
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_valid" CHECK ("status" IN ('NEW', 'BOOKED', 'INVALID', 'CANCELLED', 'PENDING'));
