-- A room's release time of new days (docs/decisions/release-time.md): the time of day,
-- `HH:MM` in archive time, at which the day newly entering the opening window becomes
-- bookable; null is midnight, the behaviour before. Nullable without default: only adds
-- (docs/decisions/upgrades.md), the release before reads and writes rooms as it did.
ALTER TABLE "rooms" ADD COLUMN "release_time" text;
