-- The staff ticket list's default order, last name then first name in German order, fast at
-- a million tickets. The page walks this index in order and stops after offset + limit
-- rows instead of sorting every booked ticket. A search term does not use it: its matches
-- are found through the trigram indexes (0007) and sorted (staff-tickets/staff-repository.ts).
CREATE INDEX IF NOT EXISTS "tickets_name_order_idx" ON "tickets" (("last_name" COLLATE lesesaal_de), ("first_name" COLLATE lesesaal_de));
