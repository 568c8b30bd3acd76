-- Many archives, phase 1's costs (docs/decisions/many-archives.md, "What it costs").
--
-- E-mail lookups under row-level security: PostgreSQL lets only leakproof conditions become
-- index conditions before the policy's, and `lower(email) = …` is not leakproof, so every
-- case-insensitive e-mail lookup read the whole table. Each table looked up by e-mail gets
-- the address lower-cased as a stored column (`lower()`, as the lookups compared before),
-- with a btree index led by archive_id; the lookups compare it with `=` (text equality is
-- leakproof). The unique keys of the blacklist and the staff accounts move onto it.
-- Adding a stored column rewrites the table once.
ALTER TABLE "tickets" ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower("email")) STORED;
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower("email")) STORED;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower("email")) STORED;
--> statement-breakpoint
ALTER TABLE "blacklist" ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower("email")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "tickets_email_lower_idx";
--> statement-breakpoint
-- erased tickets (most of them, after their day) have no e-mail: not in the index
CREATE INDEX "tickets_email_lower_idx" ON "tickets" USING btree ("archive_id", "email_lower") WHERE "email_lower" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "waiting_list_email_lower_idx" ON "waiting_list_entries" USING btree ("archive_id", "email_lower") WHERE "email_lower" IS NOT NULL;
--> statement-breakpoint
DROP INDEX "staff_accounts_email_lower_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_lower_idx" ON "staff_accounts" USING btree ("archive_id", "email_lower");
--> statement-breakpoint
DROP INDEX "blacklist_email_lower_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_email_lower_idx" ON "blacklist" USING btree ("archive_id", "email_lower");
--> statement-breakpoint
-- Citus refuses ON DELETE SET NULL on a foreign key that includes the distribution column
-- (also with a column list). The four become plain foreign keys; the app clears the column
-- before it deletes the row referred to (the cart clean-up, seat deletion, the deletion of a
-- room's tickets).
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_transaction_id_transactions_id_fk" FOREIGN KEY ("archive_id", "transaction_id") REFERENCES "public"."transactions"("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_seat_id_seats_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_seat_id_seats_id_fk" FOREIGN KEY ("archive_id", "seat_id") REFERENCES "public"."seats"("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" DROP CONSTRAINT "waiting_list_entries_transaction_id_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("archive_id", "transaction_id") REFERENCES "public"."transactions"("archive_id", "id");
--> statement-breakpoint
ALTER TABLE "record_units" DROP CONSTRAINT "record_units_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "record_units" ADD CONSTRAINT "record_units_ticket_id_tickets_id_fk" FOREIGN KEY ("archive_id", "ticket_id") REFERENCES "public"."tickets"("archive_id", "id");
