CREATE TABLE "record_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer,
	"room_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"call_number" text NOT NULL,
	"title" text,
	"note" text,
	"state" text DEFAULT 'ORDERED' NOT NULL,
	"reason" text,
	"by_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pulled_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"personal_data_erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "records_ordering" text DEFAULT 'OFF' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "records_max_per_visit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "records_max_per_day" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "records_lead_working_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "records_deadline_time" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "records_pull_times" text DEFAULT '09:00,13:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "record_units" ADD CONSTRAINT "record_units_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_units" ADD CONSTRAINT "record_units_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_units_ticket_idx" ON "record_units" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "record_units_date_room_idx" ON "record_units" USING btree ("visit_date","room_id");