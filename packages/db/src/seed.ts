/**
 * The demo store seeded on first start of an empty database, so a newcomer sees a real storefront
 * at `/demo` (DESIGN §5). Products join as their types land.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { newId } from "./ids";
import { users } from "./schema";

export const DEMO_USERNAME = "demo";

/** Seeds the demo seller when the users table is empty; does nothing otherwise. Returns whether it seeded. */
export async function seedDemoStore(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await db.insert(users).values({
    id: newId(),
    email: "demo@example.com",
    name: "Nadia Putri",
    username: DEMO_USERNAME,
    phone: "6281234567890",
    bio: "Desainer grafis & kreator konten di Yogyakarta. Template, e-book dan kelas singkat untuk UMKM yang ingin tampil rapi di media sosial.",
    emailVerifiedAt: new Date(),
    onboardedAt: new Date(),
    socialLinks: { instagram: "nadiaputri.design", tiktok: "nadiaputri.design", website: "" },
    theme: { color: "#DB2777", buttonStyle: "pill", font: "sans", background: "soft" },
  });
  return true;
}
