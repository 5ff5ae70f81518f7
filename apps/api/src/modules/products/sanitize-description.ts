import sanitizeHtml from "sanitize-html";

/**
 * The allow-list for product descriptions (DESIGN §6: rich text sanitized on the server). What the
 * dashboard's editor produces, and nothing that runs or restyles the page: no script, no `on*`
 * attributes, no `style`, no `javascript:` URLs. Links always open in a new tab with
 * `rel="noopener noreferrer nofollow"` (sellers' links must not pass our ranking or `window.opener`).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "blockquote",
    "code",
    "pre",
  ],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: "noopener noreferrer nofollow",
        target: "_blank",
      },
    }),
  },
};

/** Sanitized HTML for a product description, trimmed; `""` stays `""`. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
