// Applies the migrations to DATABASE_URL (for the SQL benches, e.g. notifications-recent.sql).
import { openDatabase } from '../../src/server/db/client';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await database.migrate();
await database.close();
