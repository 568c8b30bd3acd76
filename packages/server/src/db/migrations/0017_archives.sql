-- Many archives on one installation, phase 1: the database keeps them apart
-- (docs/decisions/many-archives.md). Every table holding an archive's data gets `archive_id`
-- (the rows there are now go to the default archive, id 1); primary, unique and foreign keys
-- include it (ready for Citus, distributed by archive_id); row-level security is enabled and
-- forced on each, with a policy on the archive set for the transaction
-- (`set_config('lesesaal.archive_id', …, true)`); the app's statements run as the role
-- `lesesaal_app`, which is no superuser, cannot bypass row-level security and owns nothing.
-- Shared by all archives (no archive_id): archives, server_secrets, spent_bot_challenges,
-- rate_limit_counters (db/archives.ts, SHARED_TABLES).
CREATE TABLE "archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text,
	"host_name" text,
	"time_zone" text,
	"default_language" text,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "archives_slug_idx" ON "archives" USING btree ("slug");
--> statement-breakpoint
CREATE UNIQUE INDEX "archives_host_name_idx" ON "archives" USING btree (lower("host_name"));
--> statement-breakpoint
-- the default archive: served at / as before; name, time zone and language null = the
-- installation's settings (as before this migration)
INSERT INTO "archives" ("id", "slug") VALUES (1, 'default');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('archives', 'id'), 1);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "room_images" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "room_images" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "room_images" ADD CONSTRAINT "room_images_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "room_seat_settings" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "room_seat_settings" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "room_seat_settings" ADD CONSTRAINT "room_seat_settings_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "seats" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seats" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "seat_blocks" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seat_blocks" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "seat_blocks" ADD CONSTRAINT "seat_blocks_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "seat_equipment" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "seat_equipment" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "seat_equipment" ADD CONSTRAINT "seat_equipment_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "time_slots" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "holidays" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "holidays" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "blacklist" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "blacklist" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "blacklist" ADD CONSTRAINT "blacklist_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "visit_reminders" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "visit_reminders" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "visit_reminders" ADD CONSTRAINT "visit_reminders_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "daily_statistics" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "daily_statistics" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "daily_statistics" ADD CONSTRAINT "daily_statistics_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "record_units" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "record_units" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "record_units" ADD CONSTRAINT "record_units_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_sessions" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "archive_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_runs" ALTER COLUMN "archive_id" SET DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer;
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "room_images" DROP CONSTRAINT "room_images_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "room_seat_settings" DROP CONSTRAINT "room_seat_settings_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "seats" DROP CONSTRAINT "seats_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "seat_blocks" DROP CONSTRAINT "seat_blocks_seat_id_seats_id_fk";
--> statement-breakpoint
ALTER TABLE "time_slots" DROP CONSTRAINT "time_slots_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_time_slot_id_time_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_seat_id_seats_id_fk";
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" DROP CONSTRAINT "waiting_list_entries_time_slot_id_time_slots_id_fk";
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" DROP CONSTRAINT "waiting_list_entries_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "daily_statistics" DROP CONSTRAINT "daily_statistics_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "record_units" DROP CONSTRAINT "record_units_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "record_units" DROP CONSTRAINT "record_units_room_id_rooms_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_sessions" DROP CONSTRAINT "staff_sessions_account_id_staff_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "time_slots" DROP CONSTRAINT "time_slots_no_overlap";
--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_pkey";
--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "room_images" DROP CONSTRAINT "room_images_pkey";
--> statement-breakpoint
ALTER TABLE "room_images" ADD CONSTRAINT "room_images_pkey" PRIMARY KEY ("archive_id", "room_id");
--> statement-breakpoint
ALTER TABLE "room_seat_settings" DROP CONSTRAINT "room_seat_settings_pkey";
--> statement-breakpoint
ALTER TABLE "room_seat_settings" ADD CONSTRAINT "room_seat_settings_pkey" PRIMARY KEY ("archive_id", "room_id");
--> statement-breakpoint
ALTER TABLE "seats" DROP CONSTRAINT "seats_pkey";
--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "seat_blocks" DROP CONSTRAINT "seat_blocks_pkey";
--> statement-breakpoint
ALTER TABLE "seat_blocks" ADD CONSTRAINT "seat_blocks_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "seat_equipment" DROP CONSTRAINT "seat_equipment_pkey";
--> statement-breakpoint
ALTER TABLE "seat_equipment" ADD CONSTRAINT "seat_equipment_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "time_slots" DROP CONSTRAINT "time_slots_pkey";
--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "holidays" DROP CONSTRAINT "holidays_pkey";
--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "blacklist" DROP CONSTRAINT "blacklist_pkey";
--> statement-breakpoint
ALTER TABLE "blacklist" ADD CONSTRAINT "blacklist_pkey" PRIMARY KEY ("archive_id", "email");
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_pkey";
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_pkey";
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_pkey";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "visit_reminders" DROP CONSTRAINT "visit_reminders_owner_id_visit_date_pk";
--> statement-breakpoint
ALTER TABLE "visit_reminders" ADD CONSTRAINT "visit_reminders_owner_id_visit_date_pk" PRIMARY KEY ("archive_id", "owner_id", "visit_date");
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" DROP CONSTRAINT "waiting_list_entries_pkey";
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "daily_statistics" DROP CONSTRAINT "daily_statistics_date_room_id_pk";
--> statement-breakpoint
ALTER TABLE "daily_statistics" ADD CONSTRAINT "daily_statistics_date_room_id_pk" PRIMARY KEY ("archive_id", "date", "room_id");
--> statement-breakpoint
ALTER TABLE "record_units" DROP CONSTRAINT "record_units_pkey";
--> statement-breakpoint
ALTER TABLE "record_units" ADD CONSTRAINT "record_units_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "staff_accounts" DROP CONSTRAINT "staff_accounts_pkey";
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "staff_sessions" DROP CONSTRAINT "staff_sessions_pkey";
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_pkey" PRIMARY KEY ("archive_id", "token_hash");
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_pkey" PRIMARY KEY ("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_account_id_key_pk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY ("archive_id", "account_id", "key");
--> statement-breakpoint
ALTER TABLE "job_runs" DROP CONSTRAINT "job_runs_pkey";
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_pkey" PRIMARY KEY ("archive_id", "name");
--> statement-breakpoint
DROP INDEX "blacklist_email_lower_idx";
--> statement-breakpoint
DROP INDEX "staff_accounts_email_lower_idx";
--> statement-breakpoint
DROP INDEX "staff_accounts_oidc_idx";
--> statement-breakpoint
DROP INDEX "tickets_booking_number_idx";
--> statement-breakpoint
DROP INDEX "waiting_list_token_idx";
--> statement-breakpoint
DROP INDEX "seat_equipment_key_idx";
--> statement-breakpoint
DROP INDEX "seats_room_label_idx";
--> statement-breakpoint
DROP INDEX "tickets_slot_seat_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_email_lower_idx" ON "blacklist" USING btree ("archive_id", lower("email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_lower_idx" ON "staff_accounts" USING btree ("archive_id", lower("email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_oidc_idx" ON "staff_accounts" USING btree ("archive_id", "oidc_issuer", "oidc_subject");
--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_booking_number_idx" ON "tickets" USING btree ("archive_id", "booking_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_token_idx" ON "waiting_list_entries" USING btree ("archive_id", "token");
--> statement-breakpoint
CREATE UNIQUE INDEX "seat_equipment_key_idx" ON "seat_equipment" USING btree ("archive_id", "key");
--> statement-breakpoint
CREATE UNIQUE INDEX "seats_room_label_idx" ON "seats" USING btree ("archive_id", "room_id", "label");
--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_slot_seat_idx" ON "tickets" USING btree ("archive_id", "time_slot_id", "seat_id") WHERE seat_id IS NOT NULL AND (status = 'NEW' OR (status = 'BOOKED' AND seat_released_at IS NULL));
--> statement-breakpoint
-- Citus accepts an exclusion constraint on a distributed table when it includes the
-- distribution column with equality
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_no_overlap"
  EXCLUDE USING gist ("archive_id" WITH =, "room_id" WITH =, tsrange(("date" + "start_time"), ("date" + "end_time"), '[)') WITH &&);
--> statement-breakpoint
ALTER TABLE "room_images" ADD CONSTRAINT "room_images_room_id_rooms_id_fk" FOREIGN KEY ("archive_id", "room_id") REFERENCES "public"."rooms"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "room_seat_settings" ADD CONSTRAINT "room_seat_settings_room_id_rooms_id_fk" FOREIGN KEY ("archive_id", "room_id") REFERENCES "public"."rooms"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_room_id_rooms_id_fk" FOREIGN KEY ("archive_id", "room_id") REFERENCES "public"."rooms"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "seat_blocks" ADD CONSTRAINT "seat_blocks_seat_id_seats_id_fk" FOREIGN KEY ("archive_id", "seat_id") REFERENCES "public"."seats"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_room_id_rooms_id_fk" FOREIGN KEY ("archive_id", "room_id") REFERENCES "public"."rooms"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_transaction_id_transactions_id_fk" FOREIGN KEY ("archive_id", "transaction_id") REFERENCES "public"."transactions"("archive_id", "id") ON DELETE SET NULL ("transaction_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_time_slot_id_time_slots_id_fk" FOREIGN KEY ("archive_id", "time_slot_id") REFERENCES "public"."time_slots"("archive_id", "id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_seat_id_seats_id_fk" FOREIGN KEY ("archive_id", "seat_id") REFERENCES "public"."seats"("archive_id", "id") ON DELETE SET NULL ("seat_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_time_slot_id_time_slots_id_fk" FOREIGN KEY ("archive_id", "time_slot_id") REFERENCES "public"."time_slots"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("archive_id", "transaction_id") REFERENCES "public"."transactions"("archive_id", "id") ON DELETE SET NULL ("transaction_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "daily_statistics" ADD CONSTRAINT "daily_statistics_room_id_rooms_id_fk" FOREIGN KEY ("archive_id", "room_id") REFERENCES "public"."rooms"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "record_units" ADD CONSTRAINT "record_units_ticket_id_tickets_id_fk" FOREIGN KEY ("archive_id", "ticket_id") REFERENCES "public"."tickets"("archive_id", "id") ON DELETE SET NULL ("ticket_id") ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "record_units" ADD CONSTRAINT "record_units_room_id_rooms_id_fk" FOREIGN KEY ("archive_id", "room_id") REFERENCES "public"."rooms"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_account_id_staff_accounts_id_fk" FOREIGN KEY ("archive_id", "account_id") REFERENCES "public"."staff_accounts"("archive_id", "id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "rooms" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "rooms" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "rooms_archive" ON "rooms" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "room_images" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "room_images" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "room_images_archive" ON "room_images" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "room_seat_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "room_seat_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "room_seat_settings_archive" ON "room_seat_settings" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "seats" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "seats" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "seats_archive" ON "seats" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "seat_blocks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "seat_blocks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "seat_blocks_archive" ON "seat_blocks" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "seat_equipment" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "seat_equipment" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "seat_equipment_archive" ON "seat_equipment" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "time_slots" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "time_slots" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "time_slots_archive" ON "time_slots" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "holidays" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "holidays" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "holidays_archive" ON "holidays" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "blacklist" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "blacklist" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "blacklist_archive" ON "blacklist" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "transactions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "transactions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "transactions_archive" ON "transactions" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "tickets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tickets" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tickets_archive" ON "tickets" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "mail_outbox" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "mail_outbox_archive" ON "mail_outbox" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "visit_reminders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "visit_reminders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "visit_reminders_archive" ON "visit_reminders" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "waiting_list_entries_archive" ON "waiting_list_entries" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "daily_statistics" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "daily_statistics" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "daily_statistics_archive" ON "daily_statistics" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "record_units" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "record_units" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "record_units_archive" ON "record_units" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "staff_accounts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "staff_accounts_archive" ON "staff_accounts" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "staff_sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "staff_sessions_archive" ON "staff_sessions" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "audit_log_archive" ON "audit_log" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "idempotency_keys" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "idempotency_keys_archive" ON "idempotency_keys" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "job_runs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "job_runs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "job_runs_archive" ON "job_runs" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
-- The app's role: no login of its own (the app's connection role switches to it in every
-- transaction, or an operator's login role that is a member of it connects), no superuser, no
-- BYPASSRLS, owns nothing. Roles belong to the whole server: made once, kept when it exists.
-- Creating it needs CREATEROLE; without it, create it first (docs/operations.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lesesaal_app') THEN
    CREATE ROLE lesesaal_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of the same server made it at the same moment
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'lesesaal_app', 'MEMBER') THEN
    EXECUTE format('GRANT lesesaal_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO lesesaal_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO lesesaal_app;
--> statement-breakpoint
-- the list of archives is read by the app, changed by the platform's administration only
REVOKE INSERT, UPDATE, DELETE ON "archives" FROM lesesaal_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO lesesaal_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO lesesaal_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO lesesaal_app;
--> statement-breakpoint
-- the readiness check reads the migrations journal
GRANT USAGE ON SCHEMA drizzle TO lesesaal_app;
--> statement-breakpoint
GRANT SELECT ON drizzle.__drizzle_migrations TO lesesaal_app;
