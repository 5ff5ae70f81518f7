import { tables } from "@lapak/db";
import type { OtpPurpose } from "@lapak/shared/schemas/auth";
import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { issueToken } from "../../lib/tokens";
import { consumeOtp, wrongCodeError } from "./otp";
import { toUserView } from "./user-view";

/**
 * `POST /v1/verify-otp`: checks the code, marks the email verified and signs in — for any existing
 * account, so it is also the passwordless login and the forgotten-password path (DESIGN §3).
 * Verifying an unverified email sets its password from the code (DESIGN §6): a registration code
 * entered in a registration flow (`purpose` "register" or left out) activates the password of the
 * registration it was sent for; any other verification leaves the account without a password.
 * A verified account's password is never touched here.
 * Throws `wrongCodeError()` (422 on `code`) for a wrong, expired or used-up code and, alike, for an
 * email with no account (DESIGN §6).
 */
export async function verifyOtpAndSignIn(
  deps: Pick<Deps, "db" | "config"> & { email: string; code: string; purpose?: OtpPurpose },
) {
  const { db, config, email, code, purpose } = deps;
  const [user] = await db.select().from(tables.users).where(eq(tables.users.email, email)).limit(1);
  if (!user) throw wrongCodeError();
  const otp = await consumeOtp(deps, email, code);
  const activates = otp.purpose === "register" && (purpose ?? otp.purpose) === "register";
  await db
    .update(tables.users)
    .set({ emailVerifiedAt: new Date(), passwordHash: activates ? otp.passwordHash : null, updatedAt: new Date() })
    .where(and(eq(tables.users.id, user.id), isNull(tables.users.emailVerifiedAt)));
  const [fresh] = await db.select().from(tables.users).where(eq(tables.users.id, user.id));
  return { token: await issueToken(db, user.id), user: toUserView(fresh, config) };
}
