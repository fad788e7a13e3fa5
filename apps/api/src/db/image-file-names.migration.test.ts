import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bannerListSchema, eventListSchema } from '@mvno/contract';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { apiPackageRoot } from '../shared/package-root.ts';
import { readEntity } from '../test/read-entity.ts';
import { CATALOGUE_CHANGE_CHANNEL, type DatabaseHandle } from './client.ts';
import { schema } from './database-schema.ts';

// A data directory written before migration 0006 holds whole image paths; after it, file names. Opened by
// this release, it must show every image at the address it had.

const migrationsFolder = path.join(apiPackageRoot, 'drizzle');
const LAST_MIGRATION_WITH_PATHS = 5;

let client: PGlite;
let app: App;
let earlierMigrations: string;

// Only what is read here; the rest of drizzle's journal is kept as it is.
const journalSchema = z.looseObject({ entries: z.array(z.looseObject({ idx: z.number() })) });

/** The migrations folder as the release before 0006 shipped it. */
async function migrationsUpTo(lastIndex: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = journalSchema.parse(JSON.parse(await readFile(journalPath, 'utf8')));
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  client = await PGlite.create('memory://');
  const db = drizzle(client, { schema });
  earlierMigrations = await migrationsUpTo(LAST_MIGRATION_WITH_PATHS);
  await migrate(db, { migrationsFolder: earlierMigrations });
  await client.exec(`
    INSERT INTO banners (banner_type, title, image_url, image_url_tab, image_url_mo, image_url_thumb,
      content_type, display_start_at, display_end_at)
    VALUES
      ('MAIN', '브랜드', '/images/banners/main-brand.svg', '/images/banners/main-brand.svg',
        '/images/banners/main-brand-mo.svg', '/images/banners/main-brand-thumb.svg', 'IMAGE',
        now() - interval '1 day', now() + interval '1 day'),
      ('POPUP', '안내', '', '', '', '', 'TEXT', now() - interval '1 day', now() + interval '1 day');
    INSERT INTO events (title, event_type, main_image_url, main_image_url_mo, image_width, image_height,
      start_at, end_at)
    VALUES ('여름 이벤트', 'BASIC', '/images/events/event-summer.svg', '/images/events/event-summer-mo.svg',
      600, 400, now() - interval '1 day', now() + interval '1 day');
  `);

  const database: DatabaseHandle = {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    exclusively: (work) => work(),
    watchRowChanges: async () => ({ maxAgeMs: undefined, isListening: () => false, stop: async () => {} }),
    watchCatalogueChanges: (onChange) => client.listen(CATALOGUE_CHANGE_CHANNEL, () => onChange()),
    close: () => client.close(),
  };
  await database.migrate();
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
    database,
  });
});
afterAll(async () => {
  await app.close();
  await client.close();
  await rm(earlierMigrations, { recursive: true, force: true });
});

describe('migration 0006: image paths become file names', () => {
  it('keeps only the file name in the database', async () => {
    const banners = await client.query(
      'SELECT image_file, image_file_mo, image_file_thumb FROM banners ORDER BY banner_no',
    );
    expect(banners.rows).toEqual([
      {
        image_file: 'main-brand.svg',
        image_file_mo: 'main-brand-mo.svg',
        image_file_thumb: 'main-brand-thumb.svg',
      },
      { image_file: '', image_file_mo: '', image_file_thumb: '' },
    ]);
    const events = await client.query('SELECT main_image_file, main_image_file_mo FROM events');
    expect(events.rows).toEqual([
      { main_image_file: 'event-summer.svg', main_image_file_mo: 'event-summer-mo.svg' },
    ]);
  });

  it('shows every image at the address it had before', async () => {
    const main = await readEntity(app, '/api/site/banner?bannerType=MAIN', bannerListSchema);
    expect(main.list[0]).toMatchObject({
      imageUrl: '/images/banners/main-brand.svg',
      imageUrlTab: '/images/banners/main-brand.svg',
      imageUrlMo: '/images/banners/main-brand-mo.svg',
      imageUrlThumb: '/images/banners/main-brand-thumb.svg',
    });
    const popup = await readEntity(app, '/api/site/banner?bannerType=POPUP', bannerListSchema);
    expect(popup.list[0]).toMatchObject({ imageUrl: '', imageUrlMo: '', imageUrlThumb: '' });
    const events = await readEntity(app, '/api/event', eventListSchema);
    expect(events.list[0]).toMatchObject({
      mainImageUrl: '/images/events/event-summer.svg',
      mainImageUrlMo: '/images/events/event-summer-mo.svg',
    });
  });
});
