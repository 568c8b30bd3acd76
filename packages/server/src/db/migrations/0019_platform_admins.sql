-- Platform administrators (docs/decisions/many-archives.md, phase 4): they run the
-- installation — create, change, suspend and remove archives, open an archive's staff screens
-- for support — and are staff of no archive. Both tables are shared by all archives (no
-- archive_id, no row-level security; db/archives.ts, SHARED_TABLES).
CREATE TABLE "platform_admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "platform_admins_email_idx" ON "platform_admins" USING btree (lower("email"));
--> statement-breakpoint
CREATE TABLE "platform_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_sessions" ADD CONSTRAINT "platform_sessions_admin_id_platform_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE cascade ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE INDEX "platform_sessions_admin_idx" ON "platform_sessions" USING btree ("admin_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "platform_admins", "platform_sessions" TO lesesaal_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "platform_admins_id_seq" TO lesesaal_app;
--> statement-breakpoint
-- the platform's administration creates, changes and removes archives (the app's role only
-- read the list until now)
GRANT INSERT, UPDATE, DELETE ON "archives" TO lesesaal_app;
