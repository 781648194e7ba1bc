import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The bytes as uploaded are stored as {id}.{extension}; image versions beside them as {id}t.jpg and {id}_l.jpg. */
    extension: text('extension').notNull(),
    name: text('name').notNull(),
    /** Detected from the bytes, never taken from the name or the browser. */
    type: text('type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    isImage: boolean('is_image').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_uploaded_by_idx').on(table.uploadedBy)],
);
