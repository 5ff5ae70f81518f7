/**
 * A plain Indonesian notification email (text + simple HTML) from a greeting, paragraphs and one
 * action link, signed "Tim Lapak". Every value is escaped in the HTML part.
 */
import type { MailMessage } from "./mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function simpleEmail({
  kind,
  to,
  subject,
  greeting,
  paragraphs,
  action,
}: {
  kind: string;
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): MailMessage {
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    "Salam,",
    "Tim Lapak",
  ].join("\n");
  const e = escapeHtml;
  const html = `<!doctype html><html lang="id"><body style="font-family:Arial,sans-serif;color:#111827">
${[e(greeting), ...paragraphs.map(e)].map((p) => `<p>${p}</p>`).join("\n")}
${action ? `<p><a href="${e(action.url)}" style="display:inline-block;padding:10px 16px;background:#6d28d9;color:#fff;border-radius:8px;text-decoration:none">${e(action.label)}</a></p>` : ""}
<p>Salam,<br>Tim Lapak</p>
</body></html>`;
  return { kind, to, subject, text, html };
}
