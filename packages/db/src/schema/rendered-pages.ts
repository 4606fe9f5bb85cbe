import { bigint, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId } from './company-column';

// Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both are read as a Buffer.
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// A public page as last rendered, brotli-compressed, shared by every instance: a first visit on an
// instance that has not rendered it reads these bytes instead of loading the site and rendering. A row
// is served only while the site's content_version is still `version`, `build` is the serving build's
// (the renderer and its settings), and `expires_at` (an item back on sale, a row past its last day) has
// not passed. A derived copy, never backed up; it goes with the company.
export const renderedPages = pgTable(
  'rendered_pages',
  {
    company_id: companyId(),
    // The page cache's key: page, host and language.
    key: text('key').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    build: text('build').notNull(),
    status: integer('status').notNull(),
    etag: text('etag').notNull(),
    body: bytes('body').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.key] })],
);
