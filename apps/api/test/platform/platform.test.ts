import { DEMO_USERNAME, seedDemoStore, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../helpers/accounts";
import { projectEngine } from "../helpers/file-database";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let seeded: boolean;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoStore(t.db); // before any test adds a user: the seed wants an empty table
});
afterAll(() => t.close());

describe("GET /v1/sellers/{username}", () => {
  it("shows the demo store once the empty database is seeded", async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoStore(t.db)).toBe(false);

    const response = await t.app.inject({ method: "GET", url: `/v1/sellers/${DEMO_USERNAME}` });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      username: "demo",
      name: "Nadia Putri",
      bio: expect.stringContaining("Yogyakarta"),
      avatarUrl: null,
      socialLinks: expect.objectContaining({ instagram: "nadiaputri.design" }),
      theme: { color: "#DB2777", buttonStyle: "pill", font: "sans", background: "soft" },
    });
    expect(response.json().data).not.toHaveProperty("email");
    expect(response.json().data).not.toHaveProperty("phone");
  });

  it("finds a store whatever the case of the username in the URL", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/sellers/DEMO" });
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 JSON for a username nobody has", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/sellers/tidak_ada_toko" });

    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: "Toko tidak ditemukan", code: "not_found" });
  });

  it("hides the store of an account whose email is not verified", async () => {
    const { user } = await signUp(t);
    await t.db
      .update(tables.users)
      .set({ username: "belum_verif", emailVerifiedAt: null })
      .where(eq(tables.users.id, user.id));

    expect((await t.app.inject({ method: "GET", url: "/v1/sellers/belum_verif" })).statusCode).toBe(404);
  });

  it("shows a seller's new username right after the profile is saved", async () => {
    const { token } = await signUp(t);
    await t.app.inject({
      method: "PUT",
      url: "/v1/auth/profile",
      headers: bearer(token),
      payload: { username: "toko_sari", name: "Toko Sari" },
    });

    const response = await t.app.inject({ method: "GET", url: "/v1/sellers/toko_sari" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe("Toko Sari");
  });
});

describe("GET /v1/health", () => {
  it("reports ok and which database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/health" });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: "ok", database: projectEngine(), time: expect.any(String) });
    expect(new Date(response.json().data.time).toISOString()).toBe(response.json().data.time);
  });
});

describe("GET /v1/openapi.json", () => {
  it("is an OpenAPI 3 document with the full /v1 paths", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/openapi.json" });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe("Lapak API");
    for (const path of [
      "/v1/auth/register",
      "/v1/auth/login",
      "/v1/auth/login/google",
      "/v1/auth/me",
      "/v1/auth/profile",
      "/v1/request-otp",
      "/v1/verify-otp",
      "/v1/sellers/{username}",
      "/v1/subscribe",
      "/v1/health",
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(document.paths)).not.toContain("/v1/*");
    const login = document.paths["/v1/auth/login"].post;
    expect(login.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "422", "429"]));
  });

  it("serves a docs page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/v1/docs" });
    expect(response.statusCode).toBeLessThan(400);
  });
});
