ALTER TABLE "staff_accounts" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "directory_link_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "pending_step" text;