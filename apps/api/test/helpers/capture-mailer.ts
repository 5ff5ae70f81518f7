import type { Mailer, MailMessage } from "../../src/integrations/mail/mailer";

/** An in-memory Mailer: tests read what the app sent without SMTP or the outbox folder. */
export interface CaptureMailer extends Mailer {
  messages(): MailMessage[];
  /** The 6-digit code of the latest email to `email`; throws when none was sent. */
  latestCode(email: string): string;
}

export function createCaptureMailer(): CaptureMailer {
  const sent: MailMessage[] = [];
  return {
    async send(message) {
      sent.push(message);
    },
    close() {},
    messages: () => [...sent],
    latestCode(email) {
      const to = email.trim().toLowerCase();
      const last = sent.findLast((message) => message.to.toLowerCase() === to);
      const code = last?.subject.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No OTP email was sent to ${email}`);
      return code;
    },
  };
}
