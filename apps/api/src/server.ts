/**
 * The one process of `npm start`: config → database (migrated, demo store and blog seeded) → API → web app →
 * listen. Stops cleanly on SIGINT/SIGTERM.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import {
  lockDataDir,
  migrateDatabase,
  openDatabase,
  type SeedStorage,
  STARTUP_LOCK_KEY,
  seedBlogPosts,
  seedDemoStore,
} from "@lapak/db";
import { buildApp } from "./app";
import { loadConfig } from "./env";
import { warmEmailHtml } from "./integrations/mail/email-html";
import { createStorage } from "./integrations/storage/create-storage";
import { newStorageKey, type Storage } from "./integrations/storage/storage";
import { mountWeb } from "./web/mount-web";

/** How long SIGTERM/SIGINT waits for requests in flight (a large download) before cutting them, in ms. */
const DRAIN_DEADLINE_MS = 30_000;

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: join(config.dataDir, "db"), sharedBuffers: config.pgliteSharedBuffers },
  );
  // Instances starting together on one PostgreSQL migrate and seed one after the other.
  const storage = await createStorage(config);
  const { seeded, posts, migrated } = await database.withLock(STARTUP_LOCK_KEY, async () => {
    const started = performance.now();
    const applied = await migrateDatabase(database);
    return {
      migrated: { applied, ms: Math.round(performance.now() - started) },
      seeded: await seedDemoStore(database.db, { storage: seedStorage(storage) }),
      posts: await seedBlogPosts(database.db, { storage: seedStorage(storage) }),
    };
  });
  storage.close?.();
  const app = await buildApp({ config, database });
  // An upgrade's migrations, with PGlite's vacuum after them (migrate.ts): the first start takes longer.
  if (migrated.applied > 0) app.log.info(migrated, "database migrated");
  if (seeded) app.log.info("demo store seeded at /demo");
  if (posts) app.log.info({ posts }, "blog seeded at /blog");
  await mountWeb(app, { buildDir: webBuildDir() });
  // Ready under the same lock: the job queue creates its schema and queues on start, which two
  // instances doing at once can deadlock on.
  await database.withLock(STARTUP_LOCK_KEY, async () => {
    await app.ready();
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Date.now() - started, database: database.kind, url: config.appUrl }, "Lapak is ready");
  // The email renderer now, not in the middle of the first sales' webhooks (ADR 0033).
  warmEmailHtml().catch((err) => app.log.warn({ err }, "email renderer not warmed"));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping");
    app.readiness.drain(); // /v1/health/ready answers 503 from now on
    // `close()` stops accepting and lets requests in flight finish; a keep-alive connection that
    // goes idle after that would otherwise hold the exit for Fastify's 72 s keep-alive timeout, so
    // idle connections are closed as they appear, and whatever is still open after the drain
    // deadline is cut (well inside systemd's 90 s stop timeout).
    const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
    const deadline = setTimeout(() => app.server.closeAllConnections(), DRAIN_DEADLINE_MS);
    await app.close();
    clearInterval(sweep);
    clearTimeout(deadline);
    await database.close();
    release();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

/** The demo seed writes its covers and files where uploads go (`storage`), under keys made like theirs. */
function seedStorage(storage: Storage): SeedStorage {
  return {
    async save(kind, bytes) {
      const key = newStorageKey(kind);
      await storage.put(key, Readable.from([Buffer.from(bytes)]));
      return key;
    },
  };
}

function webBuildDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@lapak/web/package.json")), "build");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
