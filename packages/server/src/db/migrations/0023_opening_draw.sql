-- The fair opening (docs/decisions/release-time.md, "The fair opening as built"): a room's
-- draw settings, and the queue of each opening in PostgreSQL, so that every instance admits
-- from the same queue and a restart or failover loses no place. Only adds
-- (docs/decisions/upgrades.md): three nullable room columns (all null: no draw, the
-- behaviour before) and two new tables of an archive's data — archive_id with the
-- transaction's archive as default, keys led by it, row-level security enabled and forced
-- with the archive policy (as migration 0017).
ALTER TABLE "rooms" ADD COLUMN "draw_pre_window_minutes" integer;
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "draw_admit_per_minute" integer;
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "draw_turn_minutes" integer;
--> statement-breakpoint
-- One opening of a room's day: its release instant and the settings it runs with (taken
-- from the room when the first visitor joins, so a change of the room does not move the
-- places of a running queue), the draw (when, how many places, SHA-256 of the drawn order
-- of place ids), and the queue's tail: its length and the admission time of its last place.
CREATE TABLE "openings" (
	"archive_id" integer DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer NOT NULL,
	"id" serial NOT NULL,
	"room_id" integer NOT NULL,
	"day" date NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"pre_window_minutes" integer NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"turn_minutes" integer NOT NULL,
	"drawn_at" timestamp with time zone,
	"order_sha256" text,
	"places_drawn" integer,
	"places" integer DEFAULT 0 NOT NULL,
	"last_admit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "openings_pkey" PRIMARY KEY("archive_id","id")
);
--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_room_id_rooms_id_fk" FOREIGN KEY ("archive_id","room_id") REFERENCES "public"."rooms"("archive_id","id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE UNIQUE INDEX "openings_room_day_idx" ON "openings" USING btree ("archive_id","room_id","day");
--> statement-breakpoint
-- A visitor's place: only the SHA-256 of the pass (the secret the visitor holds), when they
-- arrived, the position (null until the draw) and admission time, and the keys of the
-- limits — the bot-check solution's hash (one place each) and the client address's hash.
CREATE TABLE "opening_places" (
	"archive_id" integer DEFAULT NULLIF(current_setting('lesesaal.archive_id', true), '')::integer NOT NULL,
	"id" serial NOT NULL,
	"opening_id" integer NOT NULL,
	"pass_hash" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"position" integer,
	"admit_at" timestamp with time zone,
	"bot_key" text,
	"client_key" text,
	CONSTRAINT "opening_places_pkey" PRIMARY KEY("archive_id","id")
);
--> statement-breakpoint
ALTER TABLE "opening_places" ADD CONSTRAINT "opening_places_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "opening_places" ADD CONSTRAINT "opening_places_opening_id_openings_id_fk" FOREIGN KEY ("archive_id","opening_id") REFERENCES "public"."openings"("archive_id","id") ON DELETE CASCADE ON UPDATE NO ACTION;
--> statement-breakpoint
CREATE UNIQUE INDEX "opening_places_pass_idx" ON "opening_places" USING btree ("archive_id","pass_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "opening_places_position_idx" ON "opening_places" USING btree ("archive_id","opening_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "opening_places_bot_key_idx" ON "opening_places" USING btree ("archive_id","opening_id","bot_key");
--> statement-breakpoint
CREATE INDEX "opening_places_client_idx" ON "opening_places" USING btree ("archive_id","opening_id","client_key");
--> statement-breakpoint
ALTER TABLE "openings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "openings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "openings_archive" ON "openings" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
--> statement-breakpoint
ALTER TABLE "opening_places" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "opening_places" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "opening_places_archive" ON "opening_places" USING ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer) WITH CHECK ("archive_id" = NULLIF(current_setting('lesesaal.archive_id', true), '')::integer);
