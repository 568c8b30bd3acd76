CREATE TABLE "room_seat_settings" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"accessible_hold_back_days" integer DEFAULT 0 NOT NULL,
	"plan_image" "bytea",
	"plan_content_type" text,
	"plan_alt" text,
	"plan_etag" text,
	"plan_width" integer,
	"plan_height" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_id" integer NOT NULL,
	"reason" text NOT NULL,
	"from_date" date NOT NULL,
	"until_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"accessible" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"label" text NOT NULL,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"plan_x" integer,
	"plan_y" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "seat_id" integer;--> statement-breakpoint
ALTER TABLE "room_seat_settings" ADD CONSTRAINT "room_seat_settings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_blocks" ADD CONSTRAINT "seat_blocks_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_blocks_seat_idx" ON "seat_blocks" USING btree ("seat_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_equipment_key_idx" ON "seat_equipment" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_room_label_idx" ON "seats" USING btree ("room_id","label");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_slot_seat_idx" ON "tickets" USING btree ("time_slot_id","seat_id") WHERE seat_id IS NOT NULL AND (status = 'NEW' OR (status = 'BOOKED' AND seat_released_at IS NULL));