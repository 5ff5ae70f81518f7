/**
 * API steps the money journeys take through a signed-in page's session: a JSON answer's `data`,
 * a POST from the app's own origin, an upload, a sandbox sale and an approved activation.
 */
import { type Browser, expect, type Page } from "@playwright/test";
import { jpegImage } from "./files";
import { signInAdmin, type TestSeller } from "./seller";
import { E2E_BASE_URL } from "./server";

/** The `data` of a successful JSON answer; throws with the status and body otherwise. */
export async function json<T>(response: { ok(): boolean; status(): number; text(): Promise<string> }): Promise<T> {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${response.status()} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A POST through `page`'s signed-in session, from the app's own origin (the API refuses others). */
export function post(page: Page, url: string, options: Parameters<Page["request"]["post"]>[1] = {}) {
  return page.request.post(url, { ...options, headers: { origin: E2E_BASE_URL } });
}

/** Uploads `name` through the seller's session (the media library, or a KYC photo). */
export async function upload(page: Page, url: string, name: string, buffer: Buffer, mimeType: string) {
  return json<{ id: string }>(await post(page, url, { multipart: { file: { name, mimeType, buffer } } }));
}

/** A buyer pays `productId` with QRIS on the sandbox ("Simulasikan Pembayaran"); returns the sale's id and code. */
export async function sandboxSale(page: Page, productId: string, n: number, extra: Record<string, unknown> = {}) {
  const sale = await json<{ id: string; code: string }>(
    await post(page, "/v1/transactions", {
      data: {
        productId,
        name: "Budi Santoso",
        email: `budi.${Date.now().toString(36)}.${n}@example.com`,
        phone: "081298765432",
        paymentMethod: "qris",
        ...extra,
      },
    }),
  );
  expect((await post(page, `/v1/payments/sandbox/${sale.id}/pay`)).ok()).toBe(true);
  return sale;
}

/**
 * Submits an activation for `page`'s seller (`seller.name` as the legal name) and has the admin
 * approve that submission, found by the seller's email (other journeys submit the same names);
 * returns the admin's page (its own 390 px context) for the journey to go on with.
 */
export async function activateSeller(page: Page, browser: Browser, seller: TestSeller): Promise<Page> {
  const legalName = seller.name;
  const photo = async (which: "id-card" | "selfie") =>
    (
      await upload(
        page,
        `/v1/account/activation/photos/${which}`,
        `${which}.jpg`,
        (
          await jpegImage(`${which}.jpg`, which === "selfie" ? 400 : 640, which === "selfie" ? 640 : 400)
        ).buffer,
        "image/jpeg",
      )
    ).id;
  await json(
    await post(page, "/v1/account/activation", {
      data: {
        legalName,
        nik: "3201234567890001",
        idCardFileId: await photo("id-card"),
        selfieFileId: await photo("selfie"),
        bankCode: "bca",
        bankAccountNumber: "1234567890",
        bankAccountName: legalName,
        consent: true,
      },
    }),
  );
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "id-ID" });
  const adminPage = await adminContext.newPage();
  await signInAdmin(adminPage);
  const queue = await json<{ id: string; email: string }[]>(
    await adminPage.request.get("/v1/admin/activations?perPage=100"),
  );
  const submission = queue.find((item) => item.email === seller.email);
  if (!submission) throw new Error(`no activation submitted by ${seller.email}`);
  await json(await post(adminPage, `/v1/admin/activations/${submission.id}/approve`));
  return adminPage;
}
