-- Readers (docs/decisions/readers.md): a visitor signs in to an archive with a code mailed to
-- the address (no password) and then sees and books as that reader. Three tables of an
-- archive's data, each with archive_id, keys led by it and row-level security as every other
-- (migration 0017):
-- - `readers`: one row per archive and address (stored trimmed and lower-cased); `pseudonym`
--   is a random key that stays on the reader's bookings for statistics once the link to the
--   person is gone (docs/decisions/privacy-and-erasure.md, "Readers").
-- - `reader_sign_in_codes`: a sign-in in progress, for an address that may have no reader
--   yet; only hashes of the code and of the one-time link's token are stored; void after
--   `attempts` reaches 5, at `used_at` or at `expires_at`; the nightly job deletes old rows.
-- - `reader_sessions`: only the SHA-256 hash of the session token is stored.
-- `tickets.reader_id` links a booking made while signed in to its reader (cleared with the
-- booking's personal data, and when the reader is deleted: a plain foreign key, the app
-- clears it first); `tickets.reader_pseudonym` is the reader's pseudonym, kept.
-- Only adds (docs/decisions/upgrades.md): the release before never reads these.
CREATE TABLE "readers" (
	"archive_id" integer DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer NOT NULL,
	"id" serial NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"pseudonym" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readers_pkey" PRIMARY KEY ("archive_id", "id")
);
--> statement-breakpoint
ALTER TABLE "readers" ADD CONSTRAINT "readers_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE UNIQUE INDEX "readers_email_idx" ON "readers" USING btree ("archive_id", "email");
--> statement-breakpoint
CREATE UNIQUE INDEX "readers_pseudonym_idx" ON "readers" USING btree ("archive_id", "pseudonym");
--> statement-breakpoint
CREATE TABLE "reader_sign_in_codes" (
	"archive_id" integer DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer NOT NULL,
	"id" serial NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "reader_sign_in_codes_pkey" PRIMARY KEY ("archive_id", "id")
);
--> statement-breakpoint
ALTER TABLE "reader_sign_in_codes" ADD CONSTRAINT "reader_sign_in_codes_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE INDEX "reader_sign_in_codes_email_idx" ON "reader_sign_in_codes" USING btree ("archive_id", "email");
--> statement-breakpoint
CREATE UNIQUE INDEX "reader_sign_in_codes_token_idx" ON "reader_sign_in_codes" USING btree ("archive_id", "token_hash");
--> statement-breakpoint
CREATE INDEX "reader_sign_in_codes_expires_idx" ON "reader_sign_in_codes" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "reader_sessions" (
	"archive_id" integer DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer NOT NULL,
	"token_hash" text NOT NULL,
	"reader_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reader_sessions_pkey" PRIMARY KEY ("archive_id", "token_hash")
);
--> statement-breakpoint
ALTER TABLE "reader_sessions" ADD CONSTRAINT "reader_sessions_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "reader_sessions" ADD CONSTRAINT "reader_sessions_reader_id_readers_id_fk" FOREIGN KEY ("archive_id", "reader_id") REFERENCES "public"."readers"("archive_id", "id") ON DELETE cascade ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE INDEX "reader_sessions_reader_idx" ON "reader_sessions" USING btree ("archive_id", "reader_id");
--> statement-breakpoint
CREATE INDEX "reader_sessions_expires_idx" ON "reader_sessions" USING btree ("expires_at");
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reader_id" integer;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reader_pseudonym" text;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reader_id_readers_id_fk" FOREIGN KEY ("archive_id", "reader_id") REFERENCES "public"."readers"("archive_id", "id");
--> statement-breakpoint
CREATE INDEX "tickets_reader_idx" ON "tickets" USING btree ("archive_id", "reader_id") WHERE "reader_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "readers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "readers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "readers_archive" ON "readers" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "reader_sign_in_codes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reader_sign_in_codes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "reader_sign_in_codes_archive" ON "reader_sign_in_codes" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "reader_sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reader_sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "reader_sessions_archive" ON "reader_sessions" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "readers", "reader_sign_in_codes", "reader_sessions" TO lesesaal_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "readers_id_seq", "reader_sign_in_codes_id_seq" TO lesesaal_app;
