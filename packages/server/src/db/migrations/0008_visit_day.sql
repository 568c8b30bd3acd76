CREATE TABLE "visit_reminders" (
	"owner_id" text NOT NULL,
	"visit_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_reminders_owner_id_visit_date_pk" PRIMARY KEY("owner_id","visit_date")
);
--> statement-breakpoint
CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"time_slot_id" integer NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"email" text,
	"language" text,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"transaction_id" text,
	"closed_at" timestamp with time zone,
	"personal_data_erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "no_show_release_minutes" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "seat_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_time_slot_id_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_token_idx" ON "waiting_list_entries" USING btree ("token");--> statement-breakpoint
CREATE INDEX "waiting_list_slot_status_idx" ON "waiting_list_entries" USING btree ("time_slot_id","status","id");--> statement-breakpoint
CREATE INDEX "waiting_list_offer_expiry_idx" ON "waiting_list_entries" USING btree ("status","offer_expires_at");