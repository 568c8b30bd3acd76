-- What the visitor calendar shows changed (docs/decisions/hold-performance.md): every statement
-- that writes tickets, carts (transactions), time slots, holidays, seats or rooms notifies the
-- channel `lesesaal_calendar` with the archive of its transaction (`lesesaal.archive_id`; empty
-- for the owner's work without one). PostgreSQL delivers a notification only when its
-- transaction commits, once per transaction and payload, to every connection listening: each
-- app instance listens and drops the calendar rows it keeps of that archive. Statement-level
-- triggers (one notification per statement, not per row); only adds a function and triggers.
CREATE FUNCTION "lesesaal_calendar_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lesesaal_calendar', coalesce(current_setting('lesesaal.archive_id', true), ''));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tickets_calendar_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tickets"
  FOR EACH STATEMENT EXECUTE FUNCTION "lesesaal_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "transactions_calendar_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lesesaal_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "time_slots_calendar_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "time_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "lesesaal_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "holidays_calendar_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "holidays"
  FOR EACH STATEMENT EXECUTE FUNCTION "lesesaal_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "seats_calendar_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seats"
  FOR EACH STATEMENT EXECUTE FUNCTION "lesesaal_calendar_changed"();
--> statement-breakpoint
CREATE TRIGGER "rooms_calendar_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "lesesaal_calendar_changed"();
