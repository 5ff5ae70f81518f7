/**
 * A local SMTP server for tests (the `smtp-server` package): keeps every message it receives, and
 * plays an SMTP outage two ways — stopped and started again on the same port (connections refused),
 * or refusing recipients with a temporary 421 while `refusing` is set.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The `Subject` header as sent (unfolded). */
  subject: string;
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` — what `SMTP_URL` is set to. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** While true, every recipient is refused with `421` (a temporary failure: senders retry). */
  refusing: boolean;
  /** Waits up to `timeoutMs` for a message to `to` whose subject matches `subject`. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** The six-digit code in the newest sign-in/registration email to `to`. */
  otp(to: string, timeoutMs?: number): Promise<string>;
  /** Stops listening (connections are refused until `start`). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** Starts a sink on a free port of 127.0.0.1 (or on `port`). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // `stop()` cuts open connections after 1 s instead of smtp-server's 30 s.
      closeTimeout: 1_000,
      onRcptTo(_address, _session, callback) {
        if (!sink.refusing) return callback();
        callback(Object.assign(new Error("Layanan sedang gangguan"), { responseCode: 421 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const [head = ""] = raw.split(/\r?\n\r?\n/, 1);
          const subject = head.replace(/\r?\n[ \t]+/g, " ").match(/^Subject: (.*)$/im)?.[1] ?? "";
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject,
            raw,
          });
          callback();
        });
      },
    });
  let server = make();
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(onPort, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
    });
  const boundPort = await listen(port);

  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    refusing: false,
    async waitFor(to, subject, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.findLast(
          (message) => message.to.includes(to) && (!subject || subject.test(message.subject)),
        );
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no email to ${to}${subject ? ` matching ${subject}` : ""}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async otp(to, timeoutMs) {
      const mail = await sink.waitFor(to, /\b\d{6}\b/, timeoutMs);
      return (mail.subject.match(/\b(\d{6})\b/) as RegExpMatchArray)[1];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = make();
      await listen(boundPort);
    },
  };
  return sink;
}
