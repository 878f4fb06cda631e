// One schema and one set of migrations on either engine: PGlite in a folder (or in memory) by
// default, PostgreSQL when a DATABASE_URL is given. Migrations run at start.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type HubDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: HubDatabase;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Postgres when `databaseUrl` is set, else PGlite in `dataDir` (in memory without one). */
export async function openDatabase({
  dataDir,
  databaseUrl,
}: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<OpenedDatabase> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    try {
      const db = drizzleNodePostgres({ client: pool, schema });
      await migrateNodePostgres(db, { migrationsFolder });
      return { db, close: () => pool.end() };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return { db, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}
