ALTER TABLE "daily_statistics" ADD COLUMN "visits" integer;--> statement-breakpoint
ALTER TABLE "daily_statistics" ADD COLUMN "cancelled" integer;--> statement-breakpoint
ALTER TABLE "daily_statistics" ADD COLUMN "no_shows" integer;--> statement-breakpoint
ALTER TABLE "daily_statistics" ADD COLUMN "visitor_days" integer;