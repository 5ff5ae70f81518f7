/**
 * The one `z` every schema uses, configured with zod's Indonesian messages so that any rule without
 * a message of its own still speaks to a person in Indonesian; and the strings every request field is
 * made of, which refuse control characters (DESIGN §6): `text()` for one line, `multilineText()` for
 * text that may span lines. PostgreSQL text cannot hold U+0000 (a query carrying one fails), and the
 * other controls are invisible junk at best (terminal escapes in a log, a line break in a mail header).
 */
import { z } from "zod";

z.config(z.locales.id());

export { z };

/** U+0000–U+001F and U+007F: what a one-line field refuses. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same but tab, line feed and carriage return, which multi-line text may hold. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const ONE_LINE_MESSAGE = "Tidak boleh berisi baris baru, tab, atau karakter kontrol";
export const CONTROL_CHARACTER_MESSAGE = "Tidak boleh berisi karakter kontrol";

type StringParams = Parameters<typeof z.string>[0];

const oneLine = (value: string) => !CONTROL_CHARACTERS.test(value);
const noControlButLineBreaks = (value: string) => !CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(value);

/**
 * A one-line string (a name, a title, an email, a path segment): refuses U+0000–U+001F and U+007F.
 * Whitespace around the value is not checked: a line break pasted at the end is `.trim()`'s to drop.
 * `params` as for `z.string()` (e.g. the message when the field is missing).
 */
export function text(params?: StringParams) {
  return z.string(params).refine((value) => oneLine(value.trim()), { message: ONE_LINE_MESSAGE, abort: true });
}

/** Text that may span lines (a description, a message): tab, LF and CR allowed, other controls refused. */
export function multilineText(params?: StringParams) {
  return z.string(params).refine(noControlButLineBreaks, { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/**
 * An absolute `http://` or `https://` URL on one line; `error` is the message for anything else.
 * `z.url()` alone accepts a NUL in the path and answers the input as it came.
 */
export function httpUrl(error = "Masukkan URL yang diawali http:// atau https://") {
  return z.url({ protocol: /^https?$/, error }).refine(oneLine, { message: ONE_LINE_MESSAGE, abort: true });
}

/**
 * A web address as people type it: `lapak.id` or `www.lapak.id/toko` gains `https://`; a value with
 * a scheme (`http://…`, `https://…`, `javascript:…`) or an empty one is left as it is, for
 * `httpUrl()` to accept or refuse. A port is not a scheme (`lapak.id:8080` → `https://lapak.id:8080`).
 */
export function withHttps(value: string): string {
  if (value === "" || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value)) return value;
  return `https://${value.replace(/^\/+/, "")}`;
}

/**
 * A web address field (a website, a product's link): trimmed, a bare domain given `https://`
 * (`withHttps`), then an `http(s)://` URL of at most 2000 characters. With `{ optional: true }` an
 * empty string means "not set" and stays `""`.
 */
export function webUrl({ optional = false, error }: { optional?: boolean; error?: string } = {}) {
  const url = httpUrl(error);
  return text()
    .trim()
    .max(2000, "URL maksimal 2000 karakter")
    .transform(withHttps)
    .pipe(optional ? z.union([z.literal(""), url]) : url);
}
