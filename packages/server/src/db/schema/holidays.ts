import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { archiveId } from './archives';

export const holidays = pgTable(
  'holidays',
  {
    archiveId: archiveId(),
    id: serial('id').notNull(),
    version: integer('version').notNull().default(0),
    name: text('name').notNull(),
    description: text('description'),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'holidays_pkey', columns: [t.archiveId, t.id] }),
    index('holidays_date_idx').on(t.date),
  ],
);
