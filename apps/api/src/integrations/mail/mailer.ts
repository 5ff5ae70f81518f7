/**
 * Outgoing email. With `SMTP_URL` set, nodemailer sends through that server; without it every
 * message is written whole as an `.eml` file to `DATA_DIR/outbox/` and one line is logged, so a
 * fresh install works with no mail server (DESIGN §2).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "@lapak/db";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A short name for the log line; the subject may hold secrets (an OTP) and is never logged. */
  kind: string;
  /** Extra headers, e.g. `List-Unsubscribe` on the newsletter (RFC 2369). */
  headers?: Record<string, string>;
  /** Text files sent along, e.g. a booked session's `.ics` (`text/calendar`, RFC 5545). */
  attachments?: MailAttachment[];
}

/** A text attachment (it travels in a job's JSON, so text only). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mailer {
  /**
   * Sends `message`. The app's mailer (`lib/jobs/send-email.ts`) only enqueues it — a `send-email`
   * job, inside the DB transaction `tx` when one is given — and a worker hands it to a transport
   * made here, which sends at once and ignores `tx`. Throws when the message cannot be enqueued
   * (app mailer) or sent (transport).
   */
  send(message: MailMessage, options?: { tx?: Db }): Promise<void>;
  close(): void;
}

/** SMTP when `smtpUrl` is given, else the outbox folder `outboxDir`. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
          attachments: message.attachments,
        });
        options.logger.info({ mail: message.kind }, "email sent by SMTP");
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let written = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.attachments,
      });
      mkdirSync(options.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      // The sequence number keeps two emails of one kind to one address in one millisecond apart (a
      // burst of sales mails the seller that fast; the second would overwrite the first).
      const sequence = String(written++ % 1_000_000).padStart(6, "0");
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${sequence}-${message.kind}-${safeTo}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      options.logger.info({ mail: message.kind, file }, "email written to outbox");
    },
    close: () => transport.close(),
  };
}
