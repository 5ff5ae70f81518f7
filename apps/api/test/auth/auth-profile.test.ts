import { randomBytes } from "node:crypto";
import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const updateProfile = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: "/v1/auth/profile", headers: bearer(token), payload });
const availability = (token: string, username: string) =>
  t.app.inject({
    method: "GET",
    url: `/v1/auth/username-availability?username=${encodeURIComponent(username)}`,
    headers: bearer(token),
  });
const freshUsername = (label = "toko") => `${label}_${randomBytes(3).toString("hex")}`;

describe("PUT /v1/auth/profile", () => {
  it("saves name, username and phone and the profile becomes complete", async () => {
    const { token, user } = await signUp(t);
    expect(user.profileComplete).toBe(false);
    const username = freshUsername();

    const response = await updateProfile(token, { name: "Sari Ayu", username, phone: "0812-3456-7890" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Profil berhasil disimpan",
      data: { name: "Sari Ayu", username, phone: "6281234567890", profileComplete: true },
    });
  });

  it("takes a bare domain as the website and stores it with https://, shown on the storefront", async () => {
    const { token } = await signUp(t);
    const username = freshUsername();

    const response = await updateProfile(token, {
      username,
      socialLinks: { instagram: "@toko", website: "lapak.id/toko" },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.socialLinks).toEqual({ instagram: "@toko", website: "https://lapak.id/toko" });
    const seller = await t.app.inject({ method: "GET", url: `/v1/sellers/${username}` });
    expect(seller.statusCode).toBe(200);
    expect(seller.json().data.socialLinks.website).toBe("https://lapak.id/toko");
    const refused = await updateProfile(token, { socialLinks: { website: "javascript:alert(1)" } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["socialLinks.website"]).toBeDefined();
  });

  it("stores a phone typed as 0812… as 628… digits", async () => {
    const { token, user } = await signUp(t);

    await updateProfile(token, { phone: "081298765432" });

    const [row] = await t.db.select().from(tables.users).where(eq(tables.users.id, user.id));
    expect(row.phone).toBe("6281298765432");
  });

  it("accepts +62 812-… and 62… as the same number", async () => {
    const { token } = await signUp(t);
    expect((await updateProfile(token, { phone: "+62 812-1111-2222" })).json().data.phone).toBe("6281211112222");
    expect((await updateProfile(token, { phone: "6281211113333" })).json().data.phone).toBe("6281211113333");
  });

  it("refuses a phone that is not an Indonesian mobile number", async () => {
    const { token } = await signUp(t);
    const response = await updateProfile(token, { phone: "021-555-1234" });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.phone).toEqual(["Nomor WhatsApp tidak valid (contoh: 081234567890)"]);
  });

  it("ignores role, email and emailVerified in the body", async () => {
    const { token, email, user } = await signUp(t);

    const response = await updateProfile(token, {
      name: "Bukan Admin",
      role: "admin",
      email: "lain@contoh.id",
      emailVerified: false,
      activation: "approved",
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: "Bukan Admin",
      role: "seller",
      email,
      emailVerified: true,
      activation: "none",
    });
    const [row] = await t.db.select().from(tables.users).where(eq(tables.users.id, user.id));
    expect(row).toMatchObject({ role: "seller", email, activation: "none" });
    expect(row.emailVerifiedAt).not.toBeNull();
  });

  it("keeps the fields left out of a partial update", async () => {
    const { token } = await signUp(t);
    const username = freshUsername();
    await updateProfile(token, {
      name: "Sari Ayu",
      username,
      phone: "081234567801",
      bio: "Ilustrator",
      socialLinks: { instagram: "sari.ayu" },
      theme: { color: "#DB2777", buttonStyle: "pill", font: "serif", background: "gradient" },
    });

    const response = await updateProfile(token, { bio: "Ilustrator & penulis" });

    expect(response.json().data).toMatchObject({
      name: "Sari Ayu",
      username,
      phone: "6281234567801",
      bio: "Ilustrator & penulis",
      socialLinks: { instagram: "sari.ayu" },
      theme: { color: "#DB2777", buttonStyle: "pill", font: "serif", background: "gradient" },
      profileComplete: true,
    });
  });

  it("refuses a username another account has, with errors.username", async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const username = freshUsername();
    expect((await updateProfile(first.token, { username })).statusCode).toBe(200);

    const response = await updateProfile(second.token, { username: username.toUpperCase() });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { username: ["Username sudah dipakai"] } });
  });

  it("lets an account save its own username again", async () => {
    const { token } = await signUp(t);
    const username = freshUsername();
    await updateProfile(token, { username });

    expect((await updateProfile(token, { username, name: "Nama Baru" })).statusCode).toBe(200);
  });

  it("refuses a reserved username", async () => {
    const { token } = await signUp(t);

    for (const username of ["dashboard", "admin", "checkout", "sitemap.xml", "lapak"]) {
      const response = await updateProfile(token, { username });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.username).toEqual(["Username ini tidak dapat digunakan"]);
    }
  });

  it("refuses a username with characters a URL path should not have", async () => {
    const { token } = await signUp(t);
    const response = await updateProfile(token, { username: "toko saya!" });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.username).toEqual([
      "Username hanya boleh berisi huruf kecil, angka, titik dan garis bawah",
    ]);
  });

  it("refuses a theme colour that is not #RRGGBB", async () => {
    const { token } = await signUp(t);
    const response = await updateProfile(token, {
      theme: { color: "pink", buttonStyle: "pill", font: "sans", background: "soft" },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors["theme.color"]).toEqual(["Warna harus berformat #RRGGBB"]);
  });

  it("answers 401 without a session", async () => {
    const response = await t.app.inject({ method: "PUT", url: "/v1/auth/profile", payload: { name: "Siapa" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /v1/auth/username-availability", () => {
  it("says a free username is available", async () => {
    const { token } = await signUp(t);
    const username = freshUsername("bebas");

    const response = await availability(token, username);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { username, available: true, message: "Username tersedia" } });
  });

  it("says a username someone else has is taken, but one's own is available", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const username = freshUsername("punya");
    await updateProfile(owner.token, { username });

    expect((await availability(other.token, username)).json().data).toEqual({
      username,
      available: false,
      message: "Username sudah dipakai",
    });
    expect((await availability(owner.token, username)).json().data.available).toBe(true);
  });

  it("explains why a reserved or malformed username cannot be used", async () => {
    const { token } = await signUp(t);

    expect((await availability(token, "login")).json().data).toEqual({
      username: "login",
      available: false,
      message: "Username ini tidak dapat digunakan",
    });
    expect((await availability(token, "ab")).json().data.message).toBe("Username minimal 3 karakter");
  });

  it("answers 401 without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/auth/username-availability?username=abc" });
    expect(response.statusCode).toBe(401);
  });
});
