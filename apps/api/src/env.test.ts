import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "./env";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "lapak-env-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const readRepoFile = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), "utf8");

const STRICT_READY = {
  STRICT_CONFIG: "true",
  APP_SECRET: "a-real-deployment-secret-of-32-chars!!",
  APP_URL: "https://lapak.id",
  DATABASE_URL: "postgres://lapak@db/lapak",
  SMTP_URL: "smtp://mail.lapak.id:587",
  PAYMENT_GATEWAY: "midtrans",
  MIDTRANS_SERVER_KEY: "Mid-server-a-real-key",
  BACKUP_PASSPHRASE: "a-long-backup-passphrase",
};

describe("loadConfig", () => {
  it("runs background jobs by default, polling every 2 s and retrying 12 times from 5 s (ADR 0014)", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).jobs).toEqual({
      disabled: false,
      pollSeconds: 2,
      retryDelaySeconds: 5,
      retryLimit: 12,
    });
    const tuned = loadConfig({ DATA_DIR: dataDir, JOBS_DISABLED: "true", JOBS_POLL_SECONDS: "0.5" });
    expect(tuned.jobs).toMatchObject({ disabled: true, pollSeconds: 0.5 });
    expect(() => loadConfig({ DATA_DIR: dataDir, JOBS_POLL_SECONDS: "0.1" })).toThrow(/JOBS_POLL_SECONDS/);
  });

  it("runs with no settings at all on safe local defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir,
      appUrl: "http://localhost:3000",
      allowedOrigins: ["http://localhost:3000"],
      paymentGateway: "sandbox",
      trustProxy: false,
      strict: false,
      rateLimitDisabled: false,
      platformFeePercent: 5,
      holdDays: 3,
      paymentExpiryMinutes: 60,
    });
  });

  it("stops on a bad PORT with a message naming it", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "tiga-ribu" })).toThrow(/^Invalid configuration:\n {2}PORT: /);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: "70000" })).toThrow(/PORT/);
  });

  it("lists every bad setting at once", () => {
    let message = "";
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: "-1", TRUST_PROXY: "kadang", APP_SECRET: "pendek", APP_URL: "bukan url" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("PORT");
    expect(message).toContain(
      "TRUST_PROXY must be true, false, a hop count or a comma-separated list of proxy addresses/CIDRs",
    );
    expect(message).toContain("APP_SECRET must be at least 32 characters");
    expect(message).toContain("APP_URL");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "", APP_URL: "" }).port).toBe(3000);
  });

  it("reads lists lower-cased and trimmed, and allows APP_URL's origin for CORS", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      APP_URL: "https://lapak.id/",
      ADMIN_EMAILS: " Bos@Lapak.id , tim@lapak.id,",
      CORS_ORIGINS: "https://Mitra.example",
      TRUST_PROXY: "2",
    });

    expect(config.appUrl).toBe("https://lapak.id");
    expect(config.adminEmails).toEqual(["bos@lapak.id", "tim@lapak.id"]);
    expect(config.allowedOrigins).toEqual(["https://lapak.id", "https://mitra.example"]);
    expect(config.trustProxy).toBe(2);
  });

  it("reads TRUST_PROXY as true, false, a hop count or a list of proxy addresses and CIDRs", () => {
    const trustProxy = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;

    expect(trustProxy("true")).toBe(true);
    expect(trustProxy("false")).toBe(false);
    expect(trustProxy("0")).toBe(false);
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    for (const bad of ["-1", "1.5", "10.0.0.0/33", "10.0.0.300", "10.0.0.1,", "proxy.internal", "yes"]) {
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  describe("STRICT_CONFIG=true", () => {
    it("refuses to start without the secrets and URLs a deployment needs", () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, STRICT_CONFIG: "true", PAYMENT_GATEWAY: "midtrans" })).toThrow(
        "STRICT_CONFIG=true needs APP_SECRET, APP_URL, DATABASE_URL, SMTP_URL to be set",
      );
      const { SMTP_URL: _smtp, ...withoutSmtp } = STRICT_READY;
      expect(() => loadConfig({ DATA_DIR: dataDir, ...withoutSmtp })).toThrow("needs SMTP_URL to be set");
    });

    it("refuses the sandbox gateway, whose money is not real", () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, ...STRICT_READY, PAYMENT_GATEWAY: "sandbox" })).toThrow(
        /refuses PAYMENT_GATEWAY=sandbox/,
      );
    });

    it("refuses a real gateway without its keys", () => {
      const { MIDTRANS_SERVER_KEY: _key, ...withoutKey } = STRICT_READY;
      expect(() => loadConfig({ DATA_DIR: dataDir, ...withoutKey })).toThrow("needs MIDTRANS_SERVER_KEY");
      expect(() =>
        loadConfig({ DATA_DIR: dataDir, ...STRICT_READY, PAYMENT_GATEWAY: "xendit", XENDIT_SECRET_KEY: "xnd_x" }),
      ).toThrow("needs XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN");
    });

    it("refuses to start without BACKUP_PASSPHRASE: an archive holds secrets.json and personal data", () => {
      const { BACKUP_PASSPHRASE: _passphrase, ...withoutPassphrase } = STRICT_READY;
      expect(() => loadConfig({ DATA_DIR: dataDir, ...withoutPassphrase })).toThrow(
        "STRICT_CONFIG=true needs BACKUP_PASSPHRASE to be set",
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, ...withoutPassphrase })).toThrow(/set BACKUP_PASSPHRASE/);
      // The variable's own rule still holds: at least 12 characters.
      expect(() => loadConfig({ DATA_DIR: dataDir, ...STRICT_READY, BACKUP_PASSPHRASE: "pendek" })).toThrow(
        /BACKUP_PASSPHRASE must be at least 12 characters/,
      );
      expect(loadConfig({ DATA_DIR: dataDir, BACKUP_PASSPHRASE: "" }).backups.passphrase).toBeNull();
    });

    it("starts with the shipped examples, their blanks filled (deploy/lapak.env.example, compose.yaml)", () => {
      const example = Object.fromEntries(
        readRepoFile("deploy/lapak.env.example")
          .split("\n")
          .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
          .filter((match) => match !== null)
          .map(([, key, value]) => [key, value || "filled-in-by-the-operator"]),
      );
      expect(example).toMatchObject({ STRICT_CONFIG: "true", BACKUP_PASSPHRASE: expect.any(String) });
      expect(loadConfig({ ...example, DATA_DIR: dataDir }).backups.passphrase).toBe(example.BACKUP_PASSPHRASE);

      // compose.yaml's shared environment: `${X:?…}` must be given, `${X:-d}` falls back to d.
      const compose = readRepoFile("compose.yaml");
      const block = compose.slice(compose.indexOf("environment: &lapak-env"), compose.indexOf("depends_on:"));
      const environment = Object.fromEntries(
        [...block.matchAll(/^ {4}([A-Z0-9_]+): (.*)$/gm)].map(([, key, raw]) => {
          const value = (raw as string).replace(/^"|"$/g, "");
          const fallback = /^\$\{\w+:-(.*)\}$/.exec(value)?.[1];
          const given = /^\$\{\w+:\?/.test(value) ? "filled-in-by-the-operator-0123456789" : value;
          return [key, fallback === undefined ? given : fallback || "filled-in"];
        }),
      );
      expect(environment).toMatchObject({ STRICT_CONFIG: "true", BACKUP_PASSPHRASE: expect.any(String) });
      expect(loadConfig({ ...environment, DATA_DIR: dataDir }).strict).toBe(true);
    });

    it("starts when everything is set", () => {
      const config = loadConfig({ DATA_DIR: dataDir, ...STRICT_READY });
      expect(config).toMatchObject({ strict: true, appSecret: STRICT_READY.APP_SECRET, paymentGateway: "midtrans" });
    });
  });

  describe("generated secrets", () => {
    it("are made once and kept in DATA_DIR/secrets.json, readable by the owner only", () => {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });

      expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.appSecret).toBe(first.appSecret);
      expect(second.sandboxWebhookSecret).toBe(first.sandboxWebhookSecret);
      expect(first.sandboxWebhookSecret).not.toBe(first.appSecret);
      const file = join(dataDir, "secrets.json");
      expect(JSON.parse(readFileSync(file, "utf8")).appSecret).toBe(first.appSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    });

    it("differ between two data folders", () => {
      const other = mkdtempSync(join(tmpdir(), "lapak-env-"));
      try {
        expect(loadConfig({ DATA_DIR: other }).appSecret).not.toBe(loadConfig({ DATA_DIR: dataDir }).appSecret);
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
    });

    it("give way to APP_SECRET when it is set", () => {
      const config = loadConfig({ DATA_DIR: dataDir, APP_SECRET: STRICT_READY.APP_SECRET });
      expect(config.appSecret).toBe(STRICT_READY.APP_SECRET);
    });
  });
});
