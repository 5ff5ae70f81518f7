import { tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, uniqueEmail } from "../helpers/accounts";
import { checkoutOk, payWithSandbox, sellerWithDownload } from "../helpers/payments";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";
import {
  ageLibraryCodes,
  codeMailsTo,
  latestLinkToken,
  readLibrary,
  requestCode,
  signInToLibrary,
  verify,
  verifyLink,
} from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG_CODE = "Kode masuk salah atau sudah kedaluwarsa. Periksa kode di email terbaru atau minta kode baru.";
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** An email that paid for one download. */
async function buyerWithPurchase(): Promise<string> {
  const email = uniqueEmail("pembeli");
  const { product } = await sellerWithDownload(t);
  const tx = await checkoutOk(t, product.id, { email });
  await payWithSandbox(t, tx.id);
  return email;
}

describe("POST /v1/library/request-code", () => {
  it("mails a 6-digit code and a one-time sign-in link", async () => {
    const email = await buyerWithPurchase();

    const response = await requestCode(t, email);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ sent: true, resendAfter: 60 });
    const [mail] = codeMailsTo(t, email);
    expect(mail.subject).toMatch(/^\d{6} adalah kode masuk Pustaka Saya di Lapak$/);
    expect(mail.text).toContain(`${TEST_APP_URL}/my-library/sign-in?token=`);
  });

  it("answers an email that never bought exactly as one that did, and mails it alike", async () => {
    const bought = await buyerWithPurchase();
    const never = uniqueEmail("belum");

    const [a, b] = [await requestCode(t, bought), await requestCode(t, never)];

    // DESIGN §6: the answers never tell whether an email has bought anything.
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    expect(codeMailsTo(t, bought)).toHaveLength(1);
    expect(codeMailsTo(t, never)).toHaveLength(1);
    const shape = (text: string) => text.replace(/\d{6}/g, "<kode>").replace(/token=[\w-]+/, "token=<t>");
    expect(shape(codeMailsTo(t, never)[0].text)).toBe(shape(codeMailsTo(t, bought)[0].text));
  });

  it("mails nothing within 60 seconds of the last code, and answers as it always does", async () => {
    const email = uniqueEmail("buru");
    await requestCode(t, email);

    const again = await requestCode(t, email);

    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ sent: true, resendAfter: 60 });
    expect(codeMailsTo(t, email)).toHaveLength(1);
  });

  it("voids the earlier code when a new one is mailed a minute later", async () => {
    const email = uniqueEmail("baru");
    await requestCode(t, email);
    const first = t.outbox.latestCode(email);
    await ageLibraryCodes(t, email, 61);
    await requestCode(t, email);
    const second = t.outbox.latestCode(email);

    expect((await verify(t, email, first)).statusCode).toBe(first === second ? 200 : 422);
    expect((await verify(t, email, second)).statusCode).toBe(first === second ? 422 : 200);
  });

  it("answers 422 in Indonesian to an email that is not one", async () => {
    const response = await requestCode(t, "bukan-email");

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(["Format email tidak valid"]);
  });
});

describe("POST /v1/library/verify", () => {
  it("answers a 30-day session whose bearer token reads the library", async () => {
    const email = await buyerWithPurchase();
    await requestCode(t, email);

    const response = await verify(t, email, t.outbox.latestCode(email));

    expect(response.statusCode).toBe(200);
    const session = response.json().data;
    expect(session.email).toBe(email);
    const days = (Date.parse(session.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await readLibrary(t, session.token)).json().data.purchases).toHaveLength(1);
  });

  it("keeps only the token's SHA-256", async () => {
    const email = uniqueEmail("hash");
    const token = await signInToLibrary(t, email);

    const rows = await t.db.select().from(tables.librarySessions).where(eq(tables.librarySessions.email, email));

    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).not.toContain(token);
  });

  it("signs an email that never bought into an empty library, as it would one that did", async () => {
    const email = uniqueEmail("kosong");
    const token = await signInToLibrary(t, email);

    const response = await readLibrary(t, token);

    expect(response.json().data).toEqual({ email, purchases: [] });
  });

  it("gives the one answer to a wrong code, whether the email bought or not", async () => {
    const bought = await buyerWithPurchase();
    const never = uniqueEmail("tebak");
    for (const email of [bought, never]) await requestCode(t, email);

    const answers = await Promise.all(
      [bought, never].map((email) => verify(t, email, wrongCode(t.outbox.latestCode(email)))),
    );

    for (const answer of answers) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ message: WRONG_CODE, errors: { code: [WRONG_CODE] } });
    }
    expect(answers[0].json()).toEqual(answers[1].json());
  });

  it("refuses a code never asked for, an expired one and a used one alike", async () => {
    const email = uniqueEmail("habis");
    expect((await verify(t, email, "123456")).json().message).toBe(WRONG_CODE);

    await requestCode(t, email);
    const code = t.outbox.latestCode(email);
    await ageLibraryCodes(t, email, 11 * 60);
    expect((await verify(t, email, code)).json().message).toBe(WRONG_CODE);

    await requestCode(t, email);
    const fresh = t.outbox.latestCode(email);
    expect((await verify(t, email, fresh)).statusCode).toBe(200);
    expect((await verify(t, email, fresh)).json().message).toBe(WRONG_CODE);
  });

  it("refuses even the right code after 5 wrong tries", async () => {
    const email = uniqueEmail("lima");
    await requestCode(t, email);
    const code = t.outbox.latestCode(email);
    for (let i = 0; i < 5; i++) await verify(t, email, wrongCode(code));

    const response = await verify(t, email, code);

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(WRONG_CODE);
  });

  it("locks sign-in by code for 15 minutes after 10 wrong codes across codes", async () => {
    const email = uniqueEmail("kunci");
    let last: Awaited<ReturnType<typeof verify>> | undefined;
    for (let round = 0; round < 2; round++) {
      await ageLibraryCodes(t, email, 61);
      await requestCode(t, email);
      const code = t.outbox.latestCode(email);
      for (let i = 0; i < 5; i++) last = await verify(t, email, wrongCode(code));
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json().code).toBe("otp_locked");

    await ageLibraryCodes(t, email, 61);
    await requestCode(t, email);
    const right = await verify(t, email, t.outbox.latestCode(email));

    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(14 * 60);
  });

  it("never signs in to a seller account: a library code is not an OTP", async () => {
    const email = uniqueEmail("bukan-otp");
    await requestCode(t, email);

    const response = await t.app.inject({
      method: "POST",
      url: "/v1/verify-otp",
      payload: { email, code: t.outbox.latestCode(email) },
    });

    expect(response.statusCode).toBe(422);
  });
});

describe("POST /v1/library/verify-link", () => {
  it("signs in once with the emailed link, and uses up its code", async () => {
    const email = await buyerWithPurchase();
    await requestCode(t, email);
    const token = latestLinkToken(t, email);

    const first = await verifyLink(t, token);
    const second = await verifyLink(t, token);

    expect(first.statusCode).toBe(200);
    expect(first.json().data.email).toBe(email);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.token).toEqual([
      "Tautan masuk sudah dipakai atau kedaluwarsa. Minta kode baru di halaman Pustaka Saya.",
    ]);
    expect((await verify(t, email, t.outbox.latestCode(email))).statusCode).toBe(422);
  });

  it("refuses an expired link and an unknown one", async () => {
    const email = uniqueEmail("tautan");
    await requestCode(t, email);
    const token = latestLinkToken(t, email);
    await ageLibraryCodes(t, email, 11 * 60);

    expect((await verifyLink(t, token)).statusCode).toBe(422);
    expect((await verifyLink(t, "tidak-ada")).statusCode).toBe(422);
  });
});

describe("library sessions", () => {
  it("reads the library from the HttpOnly cookie too", async () => {
    const email = uniqueEmail("kuki");
    const token = await signInToLibrary(t, email);

    const response = await t.app.inject({ method: "GET", url: "/v1/library", cookies: { library_token: token } });

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers 401 without a session and with a seller's token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/v1/library" })).statusCode).toBe(401);
    const seller = (await sellerWithDownload(t)).seller;
    expect((await readLibrary(t, seller.token)).statusCode).toBe(401);
  });

  it("signs out: the token is refused from then on", async () => {
    const token = await signInToLibrary(t, uniqueEmail("keluar"));

    const out = await t.app.inject({ method: "POST", url: "/v1/library/sign-out", headers: bearer(token) });

    expect(out.statusCode).toBe(204);
    expect((await readLibrary(t, token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/v1/library/sign-out", headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it("refuses a cookie sign-out from another site (CSRF) and takes one from the app", async () => {
    const token = await signInToLibrary(t, uniqueEmail("csrf"));
    const signOut = (origin: string) =>
      t.app.inject({
        method: "POST",
        url: "/v1/library/sign-out",
        cookies: { library_token: token },
        headers: { origin },
      });

    expect((await signOut("https://jahat.example")).statusCode).toBe(403);
    expect((await readLibrary(t, token)).statusCode).toBe(200);
    expect((await signOut(new URL(TEST_APP_URL).origin)).statusCode).toBe(204);
    expect((await readLibrary(t, token)).statusCode).toBe(401);
  });

  it("ends after 30 days", async () => {
    const email = uniqueEmail("tamat");
    const token = await signInToLibrary(t, email);
    await t.db
      .update(tables.librarySessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tables.librarySessions.email, email));

    expect((await readLibrary(t, token)).statusCode).toBe(401);
  });
});

describe("rate limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_DISABLED: undefined } });
  });
  afterAll(() => limited.close());

  it("allows 30 code requests an hour per IP and email, like the OTP", async () => {
    const email = uniqueEmail("batas");
    for (let i = 0; i < 30; i++) expect((await requestCode(limited, email)).statusCode).toBe(200);

    const over = await requestCode(limited, email);

    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Terlalu banyak percobaan/);
    expect(codeMailsTo(limited, email)).toHaveLength(1);
  });

  it("allows 30 code checks an hour per IP and email", async () => {
    const email = uniqueEmail("cek");
    for (let i = 0; i < 30; i++) expect((await verify(limited, email, "000000")).statusCode).not.toBe(200);

    expect((await verify(limited, email, "000000")).json().message).toMatch(/^Terlalu banyak percobaan/);
  });
});
