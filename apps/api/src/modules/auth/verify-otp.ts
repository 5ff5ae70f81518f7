import { tables } from "@lapak/db";
import { and, eq, isNull } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { issueToken } from "../../lib/tokens";
import { consumeOtp } from "./otp";
import { toUserView } from "./user-view";

/**
 * `POST /v1/verify-otp`: checks the code, marks the email verified and signs in — for any existing
 * account, so it is also the passwordless login and the forgotten-password path (DESIGN §3).
 * Throws 422 on `code` (wrong, expired, used up) or on `email` (no such account).
 */
export async function verifyOtpAndSignIn(deps: Pick<Deps, "db" | "config"> & { email: string; code: string }) {
  const { db, config, email, code } = deps;
  const [user] = await db.select().from(tables.users).where(eq(tables.users.email, email)).limit(1);
  if (!user) throw fieldError("email", "Email belum terdaftar");
  await consumeOtp(deps, email, code);
  await db
    .update(tables.users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(tables.users.id, user.id), isNull(tables.users.emailVerifiedAt)));
  const [fresh] = await db.select().from(tables.users).where(eq(tables.users.id, user.id));
  return { token: await issueToken(db, user.id), user: toUserView(fresh, config) };
}
