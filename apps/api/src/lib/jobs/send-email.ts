/**
 * Every email goes through the job queue (ADR 0014): use cases call `mailer.send(message)` on the
 * app's mailer, which stores the rendered message as a `send-email` job; a worker hands it to the
 * transport (SMTP or the outbox folder, `integrations/mail/mailer.ts`). An SMTP outage delays mail,
 * never loses it: a refused send is retried with exponential backoff (5 s doubling, 12 retries by
 * default: about 6–11 hours) and survives restarts.
 */
import type { Mailer, MailMessage } from "../../integrations/mail/mailer";
import type { JobQueue, QueueDefinition } from "./job-queue";

export const SEND_EMAIL = "send-email";

/**
 * The queue's policy: `retryLimit` from config; 4 workers per instance (a slow SMTP server must not
 * hold up a code someone waits for), each taking one email a fetch; an email not sent within 2
 * minutes is failed and retried.
 */
export function sendEmailQueue(retryLimit: number): QueueDefinition {
  return { name: SEND_EMAIL, retryLimit, expireInSeconds: 120, concurrency: 4 };
}

/** The app's mailer: `send` enqueues (in `tx` when given) and wakes this instance's workers. */
export function queuedMailer(jobs: JobQueue): Mailer {
  return {
    async send(message, options) {
      await jobs.send<MailMessage>(SEND_EMAIL, message, { tx: options?.tx });
    },
    close() {},
  };
}

/** Makes `transport` the worker of `send-email`: a throw (SMTP refused, timed out) is retried. */
export function workSendEmail(jobs: JobQueue, transport: Mailer): void {
  jobs.work<MailMessage>(SEND_EMAIL, async (message) => {
    await transport.send(message);
  });
}
