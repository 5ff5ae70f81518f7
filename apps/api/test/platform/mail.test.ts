/**
 * The app's real mailer: SMTP through a local `smtp-server`, and the `.eml` outbox when SMTP_URL is
 * unset (DESIGN §2). Neither may leak the OTP into the logs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../helpers/accounts";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** The parts of a MIME message that tests look at; bodies decoded from quoted-printable/base64. */
function parseMail(raw: string) {
  const [head] = raw.split(/\r?\n\r?\n/, 1);
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => headers.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1] ?? "";
  const parts: Record<string, string> = {};
  for (const match of raw.matchAll(
    /Content-Type: (text\/(?:plain|html))[^\n]*\r?\n(?:Content-Transfer-Encoding: ([\w-]+)\r?\n)?\r?\n([\s\S]*?)(?=\r?\n--)/gi,
  )) {
    const [, type, encoding = "7bit", body] = match;
    parts[type.toLowerCase()] = decode(body, encoding.toLowerCase());
  }
  return { subject: header("Subject"), contentType: header("Content-Type"), parts };
}

function decode(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

const registerOn = (app: TestApp["app"], email: string) =>
  app.inject({ method: "POST", url: "/v1/auth/register", payload: { name: "Wulan Sari", email, password: PASSWORD } });

describe("email by SMTP (SMTP_URL set)", () => {
  const logs: string[] = [];
  let smtp: SmtpSink;
  let received: SmtpSink["received"];
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    received = smtp.received;
    t = await createTestApp({
      mailer: "real",
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Lapak <halo@lapak.test>", LOG_LEVEL: "info" },
      logger: { level: "info", stream: { write: (line: string) => void logs.push(line) } },
    });
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("delivers the OTP in Indonesian, code in the subject, with text and HTML parts", async () => {
    const email = uniqueEmail("smtp");

    const response = await registerOn(t.app, email);

    expect(response.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "halo@lapak.test", to: [email] });
    const mail = parseMail(received[0].raw);
    const code = mail.subject.match(/^(\d{6}) adalah kode verifikasi Lapak Anda$/)?.[1];
    expect(code, mail.subject).toBeDefined();
    expect(mail.contentType).toMatch(/^multipart\/alternative/);
    expect(mail.parts["text/plain"]).toContain(`Kode verifikasi Lapak Anda: ${code}`);
    expect(mail.parts["text/plain"]).toContain("Kode ini berlaku 10 menit");
    expect(mail.parts["text/html"]).toContain('<html lang="id">');
    expect(mail.parts["text/html"]).toContain(`>${code}</p>`);

    // The code it carries really signs the person in.
    const verified = await t.app.inject({ method: "POST", url: "/v1/verify-otp", payload: { email, code } });
    expect(verified.statusCode).toBe(200);
    expect(logs.join("")).toContain("email sent by SMTP");
    expect(logs.join("")).not.toContain(code);
  });
});

describe("email to the outbox folder (no SMTP_URL)", () => {
  const logs: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      mailer: "real",
      env: { LOG_LEVEL: "info" },
      logger: { level: "info", stream: { write: (line: string) => void logs.push(line) } },
    });
  });
  afterAll(() => t?.close());

  it("writes an .eml file to DATA_DIR/outbox and logs one line without the code", async () => {
    const email = uniqueEmail("outbox");

    expect((await registerOn(t.app, email)).statusCode).toBe(201);

    const outbox = join(t.dataDir, "outbox");
    const files = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(`-otp-${email}.eml`);
    const mail = parseMail(readFileSync(join(outbox, files[0]), "utf8"));
    const code = mail.subject.match(/^(\d{6}) /)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.parts["text/plain"]).toContain(code);
    expect(mail.parts["text/html"]).toContain(code);

    const mailLines = logs.filter((line) => line.includes("email written to outbox"));
    expect(mailLines).toHaveLength(1);
    expect(JSON.parse(mailLines[0])).toMatchObject({ mail: "otp", file: join(outbox, files[0]) });
    for (const line of logs) expect(line).not.toContain(code);
  });
});
