-- The platform's controls (docs/operations.md, "Platform administrators"): a second factor
-- and a disabled state for platform administrators, a session that waits for its code, the
-- installation's audit log, support accounts marked as such and the kind of session in the
-- archives' audit log.
ALTER TABLE "platform_admins" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "totp_secret" text;
--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "totp_enabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "platform_admins" ADD COLUMN "totp_last_step" bigint;
--> statement-breakpoint
ALTER TABLE "platform_sessions" ADD COLUMN "pending_step" text;
--> statement-breakpoint
-- shared by the archives (db/archives.ts, SHARED_TABLES): no archive_id, no row-level
-- security, no foreign key — an entry outlives the archive and the administrator it names
CREATE TABLE "platform_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_email" text NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"target_archive_id" integer,
	"target_archive_slug" text,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "platform_audit_log_at_idx" ON "platform_audit_log" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "platform_audit_log_archive_idx" ON "platform_audit_log" USING btree ("target_archive_id");
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "platform_audit_log" TO lesesaal_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "platform_audit_log_id_seq" TO lesesaal_app;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "support" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The support accounts there are: no password and no directory identity (nothing else made
-- such an account), in every archive — the owner's statement is under the forced policies,
-- so they are lifted for it within this transaction.
ALTER TABLE "staff_accounts" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "staff_accounts" SET "support" = true WHERE "password_hash" IS NULL AND "oidc_subject" IS NULL;
--> statement-breakpoint
ALTER TABLE "staff_accounts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "session_kind" text;
