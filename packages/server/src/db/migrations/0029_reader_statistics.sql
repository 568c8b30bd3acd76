-- Reader statistics (docs/decisions/reader-statistics.md): a person is counted after the
-- nightly erasure by the pseudonymous key on their bookings (`tickets.reader_pseudonym`).
-- A signed-in reader's bookings carry the reader's random pseudonym (0024); an anonymous
-- booking now carries a keyed hash (HMAC-SHA-256) of its lower-cased e-mail address, keyed
-- with the archive's own secret stored here. One row per archive, made on first use by the
-- app; the secret is never answered by any route nor exported (without it a key cannot be
-- recomputed from an address). Row-level security as every table of an archive's data.
-- The index finds a person's earlier visits (first-time readers).
-- Only adds (docs/decisions/upgrades.md): the release before never reads these.
CREATE TABLE "statistics_keys" (
	"archive_id" integer DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statistics_keys_pkey" PRIMARY KEY ("archive_id")
);
--> statement-breakpoint
ALTER TABLE "statistics_keys" ADD CONSTRAINT "statistics_keys_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE INDEX "tickets_reader_pseudonym_idx" ON "tickets" USING btree ("archive_id", "reader_pseudonym") WHERE "reader_pseudonym" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "statistics_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "statistics_keys" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "statistics_keys_archive" ON "statistics_keys" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "statistics_keys" TO lesesaal_app;
