/**
 * The HTML part of Lapak's transactional emails (DESIGN §5), written in MJML and compiled by the
 * `mjml` library (v4: responsive tables and inlined CSS that mail clients render alike). One card:
 * the store's avatar (or its initial) and name, a heading, a few paragraphs, label/value rows
 * (order code, method, time), the items with their prices and the total, one button, and a small
 * footer. Readable at 320 px (one column, 16 px text) and in dark mode (`color-scheme` meta plus a
 * `prefers-color-scheme: dark` block for the clients that honour it). The plain-text part is
 * written by the caller: this is only the HTML.
 *
 * Every text given is escaped here; URLs must be absolute `http(s)` (anything else is dropped).
 * `mjml` is loaded on the first render, not when the app is built (it pulls in a CSS inliner and an
 * HTML parser that nothing else needs) — the server loads it just after it starts listening
 * (`warmEmailHtml`), so no request waits behind it.
 */

/** What one email shows. Rupiah amounts arrive formatted (`Rp150.000`). */
export interface EmailContent {
  /** The line mail clients show beside the subject (hidden in the body). */
  preheader: string;
  /** Whose email it reads as: the store (receipts) or Lapak (seller notices). */
  sender: { name: string; avatarUrl?: string | null };
  heading: string;
  /** Paragraphs before the details; `\n` inside one is a line break. */
  intro: string[];
  /** Label → value lines (order code, method, time …). */
  details?: { label: string; value: string }[];
  /** What was bought, each with its formatted price, and the formatted total. */
  items?: { title: string; price: string }[];
  total?: { label: string; value: string };
  /** A quoted message (the seller's thank-you), with its caption. */
  quote?: { caption: string; text: string };
  button?: { label: string; url: string };
  /** Small grey lines under the button (the link spelled out, a privacy note). */
  footnotes?: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
/** Escaped, with line breaks kept. */
const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br />");
/** An absolute http(s) URL, escaped for an attribute; null for anything else (no `javascript:`). */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? escapeHtml(parsed.href) : null;
  } catch {
    return null;
  }
}

const INK = "#111827";
const MUTED = "#4b5563";
const BRAND = "#6d28d9";

/** The dark-mode block: mail clients that honour it swap the card and text colours. */
const DARK_CSS = `
  @media (prefers-color-scheme: dark) {
    .lp-page, .lp-page > div { background: #0b1120 !important; }
    .lp-card, .lp-card > table, .lp-card td { background: #111827 !important; }
    .lp-card div, .lp-card td, .lp-card p { color: #e5e7eb !important; }
    .lp-muted div { color: #9ca3af !important; }
    .lp-button a, .lp-button td { background: #8b5cf6 !important; color: #ffffff !important; }
  }`;

/**
 * Where `emailMjml` puts a piece of content (already escaped HTML): as it is, or — for a template
 * that `renderEmailHtml` compiles once per shape — as a numbered slot.
 */
type Put = (html: string) => string;
const asIs: Put = (html) => html;

/** The sender's avatar (or the initial of its name, on a violet disc) and name. */
function senderHeader({ name, avatarUrl }: EmailContent["sender"], put: Put): string {
  const src = safeUrl(avatarUrl);
  const initial = escapeHtml([...name.trim()][0]?.toUpperCase() ?? "L");
  const picture = src
    ? `<mj-image src="${put(src)}" alt="" width="48px" height="48px" border-radius="24px" align="left" padding="0 0 8px 0" />`
    : `<mj-text padding="0 0 8px 0"><div style="width:48px;height:48px;border-radius:24px;background:${BRAND};color:#ffffff;font-size:22px;font-weight:700;line-height:48px;text-align:center">${put(initial)}</div></mj-text>`;
  return `${picture}<mj-text font-size="15px" font-weight="700" padding="0 0 16px 0">${put(escapeHtml(name))}</mj-text>`;
}

/**
 * The MJML source of `content` (exported for tests of the markup). Every piece of content goes
 * through `put` (escaped first), so the same call with a slot-numbering `put` gives the template
 * of every email of this shape.
 */
export function emailMjml(content: EmailContent, put: Put = asIs): string {
  const text = (value: string) => put(escapeHtml(value));
  const detailRows = (content.details ?? [])
    .map(
      ({ label, value }) =>
        `<tr><td style="padding:4px 12px 4px 0;color:${MUTED};vertical-align:top">${text(label)}</td><td style="padding:4px 0;font-weight:600;vertical-align:top">${text(value)}</td></tr>`,
    )
    .join("");
  const itemRows = (content.items ?? [])
    .map(
      ({ title, price }) =>
        `<tr><td style="padding:8px 12px 8px 0;border-top:1px solid #e5e7eb">${text(title)}</td><td style="padding:8px 0;border-top:1px solid #e5e7eb;text-align:right;white-space:nowrap">${text(price)}</td></tr>`,
    )
    .join("");
  const totalRow = content.total
    ? `<tr><td style="padding:8px 12px 0 0;border-top:2px solid ${MUTED};font-weight:700">${text(content.total.label)}</td><td style="padding:8px 0 0 0;border-top:2px solid ${MUTED};text-align:right;font-weight:700;white-space:nowrap">${text(content.total.value)}</td></tr>`
    : "";
  const buttonUrl = safeUrl(content.button?.url);
  return `<mjml lang="id">
  <mj-head>
    <mj-title>${text(content.heading)}</mj-title>
    <mj-preview>${text(content.preheader)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="${INK}" padding="0 0 12px 0" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-style>${DARK_CSS}</mj-style>
  </mj-head>
  <mj-body background-color="#f3f4f6" width="560px" css-class="lp-page">
    <mj-section padding="16px 8px">
      <mj-column background-color="#ffffff" border-radius="16px" padding="24px 20px" css-class="lp-card">
        ${senderHeader(content.sender, put)}
        <mj-text font-size="22px" font-weight="700" line-height="1.3">${text(content.heading)}</mj-text>
        ${content.intro.map((paragraph) => `<mj-text>${put(lines(paragraph))}</mj-text>`).join("\n        ")}
        ${detailRows ? `<mj-table font-size="15px" color="${INK}" padding="0 0 12px 0">${detailRows}</mj-table>` : ""}
        ${itemRows || totalRow ? `<mj-table font-size="15px" color="${INK}" padding="0 0 16px 0">${itemRows}${totalRow}</mj-table>` : ""}
        ${
          content.quote
            ? `<mj-text padding="0 0 16px 0"><div style="border-left:3px solid ${BRAND};padding-left:12px"><strong>${text(content.quote.caption)}</strong><br />${put(lines(content.quote.text))}</div></mj-text>`
            : ""
        }
        ${
          content.button && buttonUrl
            ? `<mj-button href="${put(buttonUrl)}" background-color="${BRAND}" color="#ffffff" font-size="16px" font-weight="700" border-radius="12px" inner-padding="14px 24px" width="100%" padding="4px 0 16px 0" css-class="lp-button">${text(content.button.label)}</mj-button>`
            : ""
        }
        ${(content.footnotes ?? []).map((note) => `<mj-text font-size="13px" color="${MUTED}" css-class="lp-muted">${put(lines(note))}</mj-text>`).join("\n        ")}
      </mj-column>
    </mj-section>
    <mj-section padding="0 8px 24px 8px">
      <mj-column>
        <mj-text align="center" font-size="12px" color="${MUTED}" css-class="lp-muted">Dikirim oleh Lapak — Toko Digital Kreator Indonesia</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

type Mjml2Html = (
  source: string,
  options: { validationLevel: "strict" | "soft" | "skip" },
) => {
  html: string;
  errors: { formattedMessage: string }[];
};
let compiler: Promise<Mjml2Html> | null = null;

/**
 * Compiled templates by their MJML (one per shape of email: which parts it has, how many rows),
 * slots numbered `LPSLOT<n>X`; null for a shape whose filled template did not equal a direct
 * compile (then every email of it is compiled on its own). Filling a template costs a small
 * fraction of compiling MJML on the main thread (ADR 0034).
 */
const templates = new Map<string, string | null>();
const MAX_TEMPLATES = 200;
const SLOT = /LPSLOT(\d+)X/g;

/** How many shapes have a template, and how many are compiled email by email (for tests and logs). */
export function emailTemplateStats(): { templates: number; direct: number } {
  let direct = 0;
  for (const compiled of templates.values()) if (compiled === null) direct += 1;
  return { templates: templates.size - direct, direct };
}

/**
 * The email's HTML, compiled from `emailMjml(content)` with strict validation — through the
 * template of its shape, compiled once and checked once against a direct compile. Throws when the
 * MJML is invalid (a bug here, never the content's fault: every text is escaped).
 */
export async function renderEmailHtml(content: EmailContent): Promise<string> {
  compiler ??= import("mjml").then((module) => (module.default ?? module) as unknown as Mjml2Html);
  const mjml2html = await compiler;
  const compile = (source: string) => {
    const { html, errors } = mjml2html(source, { validationLevel: "strict" });
    if (errors.length > 0) throw new Error(`invalid email MJML: ${errors.map((e) => e.formattedMessage).join("; ")}`);
    return html;
  };
  const values: string[] = [];
  const template = emailMjml(content, (html) => `LPSLOT${values.push(html) - 1}X`);
  const fill = (compiled: string) => compiled.replace(SLOT, (_, index: string) => values[Number(index)] ?? "");
  const known = templates.get(template);
  if (known) return fill(known);
  const direct = compile(emailMjml(content));
  if (known === undefined && templates.size < MAX_TEMPLATES) {
    const compiled = compile(template);
    templates.set(template, fill(compiled) === direct ? compiled : null);
  }
  return direct;
}

/**
 * Loads `mjml` and compiles one small email. The server calls it once it listens, so the first
 * sale's emails do not load it on the main thread in the middle of the webhooks that follow
 * (ADR 0033). Throws what `renderEmailHtml` throws.
 */
export async function warmEmailHtml(): Promise<void> {
  await renderEmailHtml({ preheader: "Lapak", sender: { name: "Lapak" }, heading: "Lapak", intro: ["Lapak"] });
}
