/**
 * No secrets in logs (DESIGN §6): a failed query's parameters (emails, password hashes, phones) and
 * the values of sensitive query-string keys never reach a log line; what an operator needs to find the
 * fault — the route, the error's type and SQLSTATE — does.
 */
import { newId, tables } from "@lapak/db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/modules/auth/passwords";
import { PASSWORD, signUp } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

const EMAIL = "pembeli.rahasia@contoh.id";
const PHONE = "6281299998888";
const QUERY_PASSWORD = "sandi-di-url-123";
const QUERY_TOKEN = "token-di-url-456";

let t: TestApp;
let hash: string;
const logs: string[] = [];
beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
  t = await createTestApp({
    logger: { level: "info", stream: { write: (line: string) => void logs.push(line) } },
    beforeReady(app) {
      // The second insert breaks the unique email: drizzle's error carries every parameter, the
      // driver's `detail` repeats the email.
      app.post("/v1/test/akun-ganda", async () => {
        const user = () => ({ id: newId(), email: EMAIL, name: "Pembeli", phone: PHONE, passwordHash: hash });
        await app.db.insert(tables.users).values(user());
        await app.db.insert(tables.users).values(user());
      });
      // PostgreSQL quotes the value it could not read in the message itself.
      app.post("/v1/test/bukan-angka", async () => {
        await app.db.execute(sql`select ${EMAIL}::int`);
      });
    },
  });
});
afterAll(() => t.close());

const logged = () => logs.join("\n");

describe("logs", () => {
  it("record a failed query's type and SQLSTATE, never its parameters", async () => {
    logs.length = 0;
    for (const url of ["/v1/test/akun-ganda", "/v1/test/bukan-angka"]) {
      const response = await t.app.inject({ method: "POST", url });

      expect(response.statusCode, url).toBe(500);
      expect(response.body).not.toContain(EMAIL);
    }

    expect(logged()).toContain("23505"); // unique_violation
    expect(logged()).toContain("22P02"); // invalid_text_representation
    expect(logged()).not.toContain(EMAIL);
    expect(logged()).not.toContain(PHONE);
    expect(logged()).not.toContain(hash);
    expect(logged()).not.toContain("$argon2");
  });

  it("record the URL of a request without the values of sensitive query keys", async () => {
    const { email } = await signUp(t);
    logs.length = 0;

    const response = await t.app.inject({
      method: "POST",
      url: `/v1/auth/login?password=${QUERY_PASSWORD}&token=${QUERY_TOKEN}&email=${encodeURIComponent(email)}&page=2`,
      payload: { email, password: PASSWORD },
    });

    expect(response.statusCode).toBe(200);
    expect(logged()).toContain("/v1/auth/login?password=");
    expect(logged()).toContain("page=2");
    for (const secret of [QUERY_PASSWORD, QUERY_TOKEN, email, encodeURIComponent(email), PASSWORD]) {
      expect(logged()).not.toContain(secret);
    }
    expect(logged()).not.toContain(response.json().data.token);
  });
});
