/**
 * Text with U+0000 or another control character is refused (DESIGN §6). PostgreSQL text cannot hold
 * NUL: a NUL that reaches a query fails it, and the request answered 500. Every string any route
 * takes is tried; a NUL in a path segment names nothing (404).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../../src/lib/tokens";
import { bearer, PASSWORD, uniqueEmail } from "../helpers/accounts";
import { nulRequests } from "../helpers/nul-requests";
import { createRouteFixture, knownValues, type RouteFixture } from "../helpers/route-fixture";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ADMIN_EMAIL = uniqueEmail("admin");

let t: TestApp;
let fixture: RouteFixture;
let known: ReturnType<typeof knownValues>;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  fixture = await createRouteFixture(t, ADMIN_EMAIL);
  known = knownValues(fixture);
});
afterAll(() => t.close());

describe("a NUL in any string a route takes", () => {
  // Some 320 requests: more than the default 20 s on a busy two-core machine.
  it("is refused with a 4xx on every route, never a 5xx or a success", { timeout: 120_000 }, async () => {
    const requests = nulRequests(t.app.swagger(), known);
    const wrong: string[] = [];
    for (const request of requests) {
      const response = await t.app.inject({
        method: request.method as "GET",
        url: request.url,
        // A fresh session each time: a route tried before (logout, a password change) may end one.
        headers: bearer(await issueToken(t.db, fixture.userId, "password")),
        ...(request.payload !== undefined && { payload: request.payload as object }),
      });
      if (response.statusCode < 400 || response.statusCode >= 500)
        wrong.push(`${request.label} → ${response.statusCode}`);
    }

    expect(requests.length).toBeGreaterThan(160);
    expect(wrong).toEqual([]);
  });
});

describe("control characters", () => {
  const register = (name: string) =>
    t.app.inject({
      method: "POST",
      url: "/v1/auth/register",
      payload: { name, email: uniqueEmail(), password: PASSWORD },
    });

  it("refuses a NUL in a name with 422 and an Indonesian field error", async () => {
    const response = await register("Sari\u0000Wulandari");

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: "validation",
      errors: { name: ["Tidak boleh berisi baris baru, tab, atau karakter kontrol"] },
    });
  });

  it("refuses the other C0 controls and DEL too, and a line break inside a one-line field", async () => {
    for (const character of ["\u0001", "\u001b", "\u001f", "\u007f", "\n", "\t"]) {
      expect((await register(`Sari${character}Wulandari`)).statusCode, JSON.stringify(character)).toBe(422);
    }
  });

  it("keeps line breaks and tabs in multi-line text (a product description, a thank-you message)", async () => {
    const token = await issueToken(t.db, fixture.userId, "password");
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/product/digital-downloads",
      headers: bearer(token),
      payload: {
        title: "Panduan Jualan",
        price: 0,
        description: "<p>Baris satu</p>\r\n<p>Baris\tdua</p>",
        thankYouMessage: "Terima kasih!\nSelamat belajar.",
      },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.thankYouMessage).toBe("Terima kasih!\nSelamat belajar.");
  });

  it("answers a NUL in a store's username or a product's slug in the path with 404", async () => {
    for (const url of [
      `/v1/sellers/${fixture.username}%00`,
      `/v1/sellers/%00${fixture.username}/products`,
      `/v1/sellers/${fixture.username}/products/${fixture.slug}%00`,
      `/v1/transactions/${fixture.txId}%00`,
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: "not_found" });
    }
  });

  it("refuses a NUL in a search query with 422", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/v1/transactions?q=budi%00",
      headers: bearer(await issueToken(t.db, fixture.userId, "password")),
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.q).toEqual([expect.stringContaining("karakter kontrol")]);
  });
});
