/**
 * HTML validity (DESIGN §6, "Valid, accessible pages"): the W3C Nu HTML Checker (the `vnu-jar`
 * package, run by the host's Java — Debian's `default-jre-headless`) finds no error on the HTML the
 * server sends for every public page, the buyer's checkout, payment and order pages, the seller's
 * onboarding and dashboard pages and the admin screens. Each page is fetched as its visitor's
 * browser would (same cookies), with some data behind it: a new seller's product bought and paid by
 * a buyer. All pages go to one Java run (the checker takes seconds to start); a failure lists each
 * error with its page, line and message.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { addProduct } from "../support/products";
import { signInAdmin, signUpSeller } from "../support/seller";

/** The checker's jar: `vnu-jar`'s main export is its path. Its postinstall (a JRE download) never runs. */
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));
const JAVA = process.env.JAVA ?? "java";
const javaFound = spawnSync(JAVA, ["-version"]).status === 0;

/** One page's HTML as the server sent it, under the path it was fetched at. */
interface FetchedPage {
  path: string;
  html: string;
}

/** One message of the checker's `--format json` answer (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * A page with one known error (the one this suite first found: `role="switch"` on a submit button),
 * checked with the others: its error proves the checker read the files.
 */
const CANARY: FetchedPage = {
  path: "canary",
  html: '<!DOCTYPE html><html lang="id"><head><title>Canary</title></head><body><button type="submit" role="switch" aria-checked="true">Tampil</button></body></html>',
};

/** GETs each path with `page`'s cookies, expecting the status a visitor gets (200, or 404 for the 404 page). */
async function fetchPages(page: Page, paths: string[]): Promise<FetchedPage[]> {
  const pages: FetchedPage[] = [];
  for (const path of paths) {
    const answer = await page.request.get(path, { maxRedirects: 0, headers: { accept: "text/html" } });
    // An unknown certificate code answers 404 like the missing page (no certificate is issued here).
    const missing = path === "/halaman-yang-tidak-ada" || path.startsWith("/certificates/");
    expect(answer.status(), path).toBe(missing ? 404 : 200);
    expect(answer.headers()["content-type"], path).toMatch(/^text\/html/);
    pages.push({ path, html: await answer.text() });
  }
  return pages;
}

/**
 * Runs the checker once over every page and answers its errors, one line each:
 * `path:line message «extract»`. Throws when the checker itself fails.
 */
function checkerErrors(pages: FetchedPage[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), "lapak-vnu-"));
  try {
    const files = pages.map((fetched, index) => {
      const file = join(dir, `page-${String(index).padStart(2, "0")}.html`);
      writeFileSync(file, fetched.html);
      return file;
    });
    const run = spawnSync(
      JAVA,
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`vnu failed (${run.status}): ${run.stderr}`);
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    return messages.map((message) => {
      const index = files.findIndex((file) => message.url?.endsWith(file));
      const where = index >= 0 ? `${pages[index].path}:${message.lastLine ?? "?"}` : (message.url ?? "?");
      return `${where} ${message.type}: ${message.message} «${(message.extract ?? "").trim()}»`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.skip(!javaFound && !process.env.CI, "Java not found (apt-get install default-jre-headless): no Nu HTML Checker");

test("the Nu HTML Checker finds no error on the public, buyer, dashboard and admin pages", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  expect(javaFound, "Java not found: CI needs default-jre-headless for the Nu HTML Checker").toBe(true);

  // A seller with a paid product, bought and paid by a buyer: the dashboard has a sale to show.
  const seller = await signUpSeller(page, "Rina Valid");
  const title = "Panduan Validasi HTML";
  await addProduct(page, { kind: "Produk Digital", title, price: "25000", fileName: "panduan.pdf" });
  const products = (await (await page.request.get("/v1/products")).json()).data as { id: string; title: string }[];
  const download = products.find((product) => product.title === title)?.id ?? "";

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const pages = await fetchPages(buyer, [
    "/",
    "/help",
    "/privacy",
    "/terms",
    "/blog",
    "/blog/cara-menentukan-harga-produk-digital",
    "/demo",
    "/demo/panduan-konten-instagram-umkm",
    "/demo/webinar-desain-feed-instagram",
    "/demo/klub-desain-umkm",
    `/${seller.username}`,
    `/${seller.username}/panduan-validasi-html`,
    "/login",
    "/register",
    "/forgot-password",
    "/my-library/sign-in",
    "/my-library/sign-in?step=code&email=budi%40example.com",
    "/certificates/SRT-00000000",
    "/halaman-yang-tidak-ada",
  ]);
  // The payment page of each kind of method, pending; the QRIS one is then paid.
  let checkout = "";
  const payments: string[] = [];
  for (const method of [/^BCA Virtual Account/, /^OVO/, /^QRIS/]) {
    await buyer.goto(`/${seller.username}/panduan-validasi-html`);
    await buyer.getByRole("link", { name: "Beli Sekarang" }).click();
    await expect(buyer).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
    checkout = new URL(buyer.url()).pathname;
    await buyer.getByLabel("Nama Lengkap").fill("Budi Santoso");
    await buyer.getByLabel("Email").fill(`budi.valid.${Date.now()}@example.com`);
    await buyer.getByLabel(/Nomor WhatsApp/).fill("0812 3456 7890");
    await buyer.getByRole("radio", { name: method }).check();
    await buyer.getByRole("button", { name: "Bayar Sekarang" }).click();
    await expect(buyer).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    payments.push(new URL(buyer.url()).pathname);
  }
  const transaction = buyer.url().split("/").at(-1);
  pages.push(...(await fetchPages(buyer, [checkout, ...payments])));
  expect((await buyer.request.post(`/v1/payments/sandbox/${transaction}/pay`, { data: {} })).status()).toBe(200);
  await expect(buyer).toHaveURL(/\/my-order\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  // The order page with its downloads (a paid payment page redirects there).
  pages.push(...(await fetchPages(buyer, [`/my-order/${transaction}`])));
  await buyerContext.close();

  pages.push(
    ...(await fetchPages(page, [
      "/onboard/profile",
      "/onboard/theme",
      "/onboard/social",
      "/onboard/subscribe",
      "/onboard/finish",
      "/dashboard",
      "/dashboard/sales",
      "/dashboard/customers",
      "/dashboard/statistics",
      "/dashboard/my-store",
      "/dashboard/my-store/add",
      "/dashboard/my-store/add-product/digital-download",
      "/dashboard/my-store/add-product/collect-email",
      "/dashboard/my-store/add-product/external-url",
      "/dashboard/my-store/add-product/membership",
      "/dashboard/members",
      "/dashboard/my-store/design",
      "/dashboard/my-store/profile",
      "/dashboard/my-store/tracking",
      "/dashboard/discounts",
      "/dashboard/balance",
      "/dashboard/reviews",
      "/dashboard/broadcasts",
      "/dashboard/affiliates",
      `/dashboard/my-store/downloads/${download}/updates`,
      "/dashboard/activate-account",
      "/dashboard/activate-account/start",
    ])),
  );

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  pages.push(
    ...(await fetchPages(admin, [
      "/admin/activations",
      "/admin/withdrawals",
      "/admin/feedback",
      "/admin/reviews",
      "/admin/sellers",
      "/admin/revenue",
      "/admin/refunds",
      "/admin/backups",
      "/admin/blogs",
      "/admin/blogs/editor",
    ])),
  );
  await adminContext.close();

  const errors = checkerErrors([...pages, CANARY]);
  expect(errors.filter((error) => error.startsWith("canary:"))).toHaveLength(1);
  expect(errors.filter((error) => !error.startsWith("canary:"))).toEqual([]);
});
