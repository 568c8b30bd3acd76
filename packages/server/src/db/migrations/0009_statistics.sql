CREATE TABLE "daily_statistics" (
	"date" date NOT NULL,
	"room_id" integer NOT NULL,
	"accessible_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_statistics_date_room_id_pk" PRIMARY KEY("date","room_id")
);
--> statement-breakpoint
ALTER TABLE "daily_statistics" ADD CONSTRAINT "daily_statistics_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;