-- German order for names, organisations, rooms, holidays and e-mail addresses (issue 10;
-- docs/decisions.md "German collation"). ICU's "de" is the same on PostgreSQL 15 (Debian)
-- and PGlite (PostgreSQL 18 in WASM): Ä sorts with A, ß with ss, case only breaks ties.
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
