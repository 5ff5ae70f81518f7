/**
 * The one allow-list for rich text (DESIGN §6: rich text sanitized on the server), shared by
 * product descriptions and blog posts: what the editors produce, and nothing that runs or restyles
 * the page — no script, no `on*` attributes, no `style`, no `class`, no `javascript:` or `data:`
 * URLs. Blog posts add images, and only images uploaded here (`/v1/images/{id}`, optionally
 * `?w=` a served width): a post cannot load anything from another site. Product descriptions keep
 * no images (the product editor has none, and an image in a description would not be served to
 * buyers: only a live product's cover is public).
 *
 * Links open in a new tab with `rel="noopener noreferrer"`; sellers' links also get `nofollow`
 * (they must not pass our ranking). A post's link to our own pages (`/…`) stays in the tab.
 */
import sanitizeHtml from "sanitize-html";

export type RichTextKind = "product" | "post";

const TEXT_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li"];
const BLOCK_TAGS = ["h2", "h3", "blockquote", "code", "pre", "hr"];

/** `/v1/images/{uuid}` with an optional served width: the only image source a post may use. */
const OWN_IMAGE_SRC = /^\/v1\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\?w=\d{3,4})?$/;

function options(kind: RichTextKind): sanitizeHtml.IOptions {
  const post = kind === "post";
  return {
    allowedTags: [...TEXT_TAGS, ...BLOCK_TAGS, ...(post ? ["img"] : [])],
    allowedAttributes: { a: ["href", "rel", "target"], ...(post ? { img: ["src", "alt", "width", "height"] } : {}) },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    // An image from anywhere else (or with no source) is dropped whole.
    exclusiveFilter: (frame) => frame.tag === "img" && !OWN_IMAGE_SRC.test(frame.attribs.src ?? ""),
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href;
        const internal = post && href !== undefined && /^\/(?!\/)/.test(href);
        return {
          tagName,
          attribs: {
            ...(href ? { href } : {}),
            ...(internal
              ? {}
              : { rel: post ? "noopener noreferrer" : "noopener noreferrer nofollow", target: "_blank" }),
          },
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.src ? { src: attribs.src } : {}),
          alt: attribs.alt ?? "",
          ...(/^\d{1,4}$/.test(attribs.width ?? "") ? { width: attribs.width } : {}),
          ...(/^\d{1,4}$/.test(attribs.height ?? "") ? { height: attribs.height } : {}),
        },
      }),
    },
  };
}

const OPTIONS: Record<RichTextKind, sanitizeHtml.IOptions> = { product: options("product"), post: options("post") };

/** Sanitized HTML of `kind`, trimmed; `""` stays `""`. */
export function sanitizeRichText(html: string, kind: RichTextKind): string {
  return sanitizeHtml(html, OPTIONS[kind]).trim();
}

/** The ids of the uploaded images sanitized post HTML shows, each once, in order. */
export function imageIdsIn(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)) {
    const id = OWN_IMAGE_SRC.exec(match[1].replace(/&amp;/g, "&"))?.[1];
    if (id) ids.add(id);
  }
  return [...ids];
}
