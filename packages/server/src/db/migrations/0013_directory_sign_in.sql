ALTER TABLE "staff_accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "oidc_issuer" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "role_source" text DEFAULT 'LOCAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "role_group" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_oidc_idx" ON "staff_accounts" USING btree ("oidc_issuer","oidc_subject");