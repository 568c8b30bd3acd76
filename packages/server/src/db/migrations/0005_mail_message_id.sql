-- Edited after generation: rows queued before this migration get an ID too, then NOT NULL.
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
UPDATE "mail_outbox" SET "message_id" = '<' || gen_random_uuid()::text || '@lesesaal.invalid>';--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" SET NOT NULL;
