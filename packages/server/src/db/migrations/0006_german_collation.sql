-- German order for names, organisations, rooms, holidays and e-mail addresses
-- (docs/decisions/database-and-migrations.md, "German collation for every sorted list"):
-- every sorted list orders its names with COLLATE lesesaal_de. ICU's "de" is the same on
-- PostgreSQL 15 (Debian) and PGlite (PostgreSQL 18 in WASM): Ä sorts with A, ß with ss, case
-- only breaks ties.
-- A server built without ICU gets libc German, else byte order (queries keep working).
DO $$
BEGIN
  CREATE COLLATION IF NOT EXISTS lesesaal_de (provider = icu, locale = 'de');
EXCEPTION WHEN OTHERS THEN
  BEGIN
    CREATE COLLATION IF NOT EXISTS lesesaal_de (provider = libc, locale = 'de_AT.utf8');
  EXCEPTION WHEN OTHERS THEN
    RAISE WARNING 'no ICU and no de_AT.utf8 locale: lists sort in byte order, not German order';
    CREATE COLLATION IF NOT EXISTS lesesaal_de FROM "C";
  END;
END
$$;
