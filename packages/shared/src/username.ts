/**
 * Usernames are the first path segment of a storefront (`/{username}`), so they must never shadow
 * a route or a file the app serves (DESIGN §4).
 */

export const USERNAME_PATTERN = /^[a-z0-9_.]{3,30}$/;

/** First path segments the app uses, files it serves, and words people would mistake for us. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  // routes
  "dashboard",
  "login",
  "register",
  "logout",
  "blog",
  "blogs",
  "checkout",
  "payment",
  "payments",
  "my-order",
  "my-library",
  "library",
  "certificates",
  "certificate",
  "my_order",
  "myorder",
  "order",
  "orders",
  "admin",
  "onboard",
  "help",
  "privacy",
  "terms",
  "verify-otp",
  "verify_otp",
  "forgot-password",
  "forgot_password",
  "reset-password",
  "reset_password",
  "v1",
  "v2",
  "api",
  "assets",
  "static",
  "build",
  "build.json",
  "sitemap.xml",
  "robots.txt",
  "favicon.ico",
  "manifest.json",
  "manifest.webmanifest",
  "sw.js",
  "webhooks",
  "health",
  "docs",
  "openapi.json",
  "files",
  "media",
  "download",
  "downloads",
  // common words
  "support",
  "lapak",
  "www",
  "mail",
  "email",
  "root",
  "system",
  "official",
  "staff",
  "team",
  "about",
  "contact",
  "settings",
  "account",
  "null",
  "undefined",
]);

/**
 * Why a username cannot be used, in Indonesian, or `null` when its form is fine
 * (whether it is taken is for the database to say).
 */
export function usernameProblem(username: string): string | null {
  if (username.length < 3) return "Username minimal 3 karakter";
  if (username.length > 30) return "Username maksimal 30 karakter";
  if (!USERNAME_PATTERN.test(username)) return "Username hanya boleh berisi huruf kecil, angka, titik dan garis bawah";
  if (RESERVED_USERNAMES.has(username)) return "Username ini tidak dapat digunakan";
  return null;
}
