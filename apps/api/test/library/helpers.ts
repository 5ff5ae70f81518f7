/** Steps the library tests repeat: asking for a code, signing in with it, reading the library. */
import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { bearer } from "../helpers/accounts";
import type { TestApp } from "../helpers/test-app";

export const requestCode = (t: TestApp, email: string) =>
  t.app.inject({ method: "POST", url: "/v1/library/request-code", payload: { email } });

export const verify = (t: TestApp, email: string, code: string) =>
  t.app.inject({ method: "POST", url: "/v1/library/verify", payload: { email, code } });

export const verifyLink = (t: TestApp, token: string) =>
  t.app.inject({ method: "POST", url: "/v1/library/verify-link", payload: { token } });

export const readLibrary = (t: TestApp, token: string) =>
  t.app.inject({ method: "GET", url: "/v1/library", headers: bearer(token) });

/** The library sign-in mails sent to `email`, oldest first. */
export const codeMailsTo = (t: TestApp, email: string) =>
  t.outbox.messages().filter((message) => message.to === email && message.kind === "library_code");

/** The link token of the latest library mail to `email`. */
export function latestLinkToken(t: TestApp, email: string): string {
  const mail = codeMailsTo(t, email).at(-1);
  const token = mail?.text.match(/\/my-library\/sign-in\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No library sign-in link was mailed to ${email}`);
  return token;
}

/** Asks for a code, verifies it, and returns the library session's token. */
export async function signInToLibrary(t: TestApp, email: string): Promise<string> {
  await requestCode(t, email);
  const response = await verify(t, email, t.outbox.latestCode(email));
  if (response.statusCode !== 200) throw new Error(`library verify failed: ${response.body}`);
  return response.json().data.token;
}

/** Moves `email`'s library codes `seconds` into the past. */
export async function ageLibraryCodes(t: TestApp, email: string, seconds: number): Promise<void> {
  const c = tables.libraryCodes;
  await t.db
    .update(c)
    .set({
      createdAt: sql`${c.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${c.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(c.email, email));
}
