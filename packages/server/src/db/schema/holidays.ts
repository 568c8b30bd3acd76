import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(0),
    name: text('name').notNull(),
    description: text('description'),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('holidays_date_idx').on(t.date)],
);
