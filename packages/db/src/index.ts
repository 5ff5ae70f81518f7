export {
  type Database,
  type DatabaseOptions,
  type Db,
  openDatabase,
  PGLITE_EXTENSIONS,
  STARTUP_LOCK_KEY,
} from "./client";
export { newId } from "./ids";
export { lockDataDir } from "./lock";
export { migrateDatabase, migrationsFolder } from "./migrate";
export * as tables from "./schema";
export { CUSTOMER_SEARCH_TEXT, ROLLUP_SHARDS, TRANSACTION_SEARCH_TEXT } from "./schema";
export { DEMO_USERNAME, type SeedStorage, seedDemoStore } from "./seed";
export { seedBlogPosts } from "./seed-blog";
export { type SeedSalesOptions, seedSales } from "./seed-sales";
export { type SeedTrafficOptions, seedTraffic } from "./seed-traffic";
