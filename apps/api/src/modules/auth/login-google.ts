import { newId, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { issueToken } from "../../lib/tokens";
import { toUserView } from "./user-view";

// Google's ID token rules: https://developers.google.com/identity/gsi/web/guides/verify-google-id-token
// (signature by a key in Google's JWKS, iss accounts.google.com, aud = our client id, not expired).
const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwksFor(url: string) {
  let jwks = jwksByUrl.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    jwksByUrl.set(url, jwks);
  }
  return jwks;
}

/**
 * `POST /v1/auth/login/google`: verifies the ID token and signs in the account with its email,
 * creating one if none exists — only when Google says `email_verified` (DESIGN §3).
 * Throws 400 when Google login is not configured, 401 for a bad token or an unverified email.
 */
export async function loginWithGoogle({ db, config }: Pick<Deps, "db" | "config">, { idToken }: { idToken: string }) {
  if (!config.googleClientId) throw new AppError("bad_request", "Masuk dengan Google belum diaktifkan");
  let claims: JWTPayload;
  try {
    const result = await jwtVerify(idToken, jwksFor(config.googleJwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: config.googleClientId,
    });
    claims = result.payload;
  } catch {
    throw new AppError("unauthorized", "Token Google tidak valid atau sudah kedaluwarsa");
  }
  if (typeof claims.email !== "string" || claims.email_verified !== true) {
    throw new AppError("unauthorized", "Email akun Google Anda belum terverifikasi");
  }
  const email = claims.email.toLowerCase();
  const [existing] = await db.select().from(tables.users).where(eq(tables.users.email, email)).limit(1);
  let userId = existing?.id;
  if (existing && !existing.emailVerifiedAt) {
    // Nobody proved they own this email before, so its password may be a stranger's who registered
    // the address first (account pre-hijacking): Google proves ownership now, the password goes.
    await db
      .update(tables.users)
      .set({ emailVerifiedAt: new Date(), passwordHash: null, updatedAt: new Date() })
      .where(eq(tables.users.id, existing.id));
  }
  if (!userId) {
    userId = newId();
    await db.insert(tables.users).values({
      id: userId,
      email,
      name:
        typeof claims.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 80) : email.split("@")[0],
      avatarUrl: typeof claims.picture === "string" ? claims.picture : null,
      emailVerifiedAt: new Date(),
    });
  }
  const [user] = await db.select().from(tables.users).where(eq(tables.users.id, userId));
  return { token: await issueToken(db, user.id, "google"), user: toUserView(user, config) };
}
