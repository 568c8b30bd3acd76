ALTER TABLE "transactions" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "transactions_client_key_idx" ON "transactions" USING btree ("client_key");