/**
 * The small pages a person reads around an email's one-click unsubscribe link (Lapak's newsletter,
 * a seller's broadcasts): a title, a paragraph, the confirming form when asked, the way back. The
 * link's GET only shows the form; its POST (the form, or a mail app's RFC 8058 one-click) acts.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const PAGE_STYLE = "font-family:Arial,sans-serif;color:#111827;max-width:32rem;margin:3rem auto;padding:0 1rem";
const BUTTON_STYLE =
  "min-height:44px;padding:0 1.25rem;border:0;border-radius:0.5rem;background:#6d28d9;color:#fff;font-size:1rem;font-weight:700";

/**
 * The small page a person reads around the unsubscribe link: `body` in a paragraph,
 * then `form` (already HTML) when given, then the way back to Lapak.
 */
export const unsubscribePage = (title: string, body: string, appUrl: string, form = "") =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Lapak</title></head>
<body style="${PAGE_STYLE}"><main><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}<p><a href="${escapeHtml(appUrl)}/" style="color:#6d28d9">Kembali ke Lapak</a></p></main></body></html>`;

/** The confirming form: it posts to the page's own URL (the signed link), as a mail app would. */
export const CONFIRM_FORM = `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="${BUTTON_STYLE}">Ya, Berhenti Berlangganan</button></form>`;

/** A person's browser (its form asks for a page), not a mail app's one-click POST (JSON). */
export const wantsPage = (accept: string | undefined) => (accept ?? "").includes("text/html");

/** A `content` of two media types: the page for a person, JSON for a program. */
export const pageOrJson = (description: string, json: z.ZodType) => ({
  description,
  content: { "text/html": { schema: z.string() }, "application/json": { schema: json } },
});

/** The body of an RFC 8058 one-click POST (and of the page's confirming form). */
export const oneClickBody = z.object({ "List-Unsubscribe": z.literal("One-Click", { error: "Harus One-Click" }) });

/**
 * Lets `scope` read form-encoded bodies: RFC 8058 mail apps POST `List-Unsubscribe=One-Click` that
 * way, from their own servers and without cookies. Only the scope's routes parse them.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
