/**
 * The product page's script (ADR 0019). The product page is near-static and served from the page
 * cache keyed by path (ADR 0011), so it must read the same for everyone: a share link's
 * `?kode=CODE` (or `?code=`) is applied here, in the visitor's browser, never in the cached HTML.
 * It carries the code into the checkout links (the checkout, which is never cached, quotes it on
 * the server and shows it without JavaScript too), and asks `POST /v1/checkout/quote` for the
 * discounted price to show beside the struck one. Without JavaScript the buyer types the code at
 * checkout ("Punya kode promo?"). A course's preview lessons (`[data-lite-embed]`, links to the
 * providers' embeds) become their player's iframe on a click, and only then (DESIGN §3).
 */
import { formatRupiah } from "@lapak/shared/money";
import { STRUCK_FORMER_CLASS, STRUCK_PRICE_CLASS, STRUCK_SAVING_CLASS } from "~/features/ui/struck-price-styles";
import { struckPriceOf } from "~/lib/price";
import { enableLiteEmbeds } from "./lib/lite-embed";

enableLiteEmbeds();

const params = new URLSearchParams(location.search);
const code = (params.get("kode") ?? params.get("code") ?? "").trim().slice(0, 32);
const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/checkout/"]')];

if (code && links.length > 0) {
  for (const link of links) {
    const url = new URL(link.href);
    url.searchParams.set("kode", code);
    link.href = url.pathname + url.search;
  }
  const productId = new URL(links[0]?.href ?? location.href).pathname.split("/")[2];
  void showDiscount(productId ?? "");
}

/**
 * Puts the quoted price in `[data-price]`, one struck price after the first — the harga coret
 * (`data-compare-at`) when there is one, else the list price — with "Hemat N%" counted against it
 * (`struckPriceOf`, as `StruckPrice` renders it), and the code's name.
 */
async function showDiscount(productId: string) {
  const response = await fetch("/v1/checkout/quote", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ productId, discountCode: code }),
  }).catch(() => null);
  if (!response?.ok) return;
  const { data } = (await response.json()) as { data: { subtotal: number; amount: number; discountCode: string } };
  if (!data.discountCode || data.amount >= data.subtotal) return;
  for (const price of document.querySelectorAll<HTMLElement>("[data-price]")) {
    price.textContent = data.amount === 0 ? "Gratis" : formatRupiah(data.amount);
  }
  const main = document.querySelector<HTMLElement>("[data-price]");
  if (!main) return;
  const struck = struckPriceOf(data.amount, data.subtotal, Number(main.dataset.compareAt) || null);
  document.querySelector("[data-struck]")?.remove();
  const badge = document.createElement("p");
  badge.className = "mt-1 text-sm font-semibold text-emerald-700";
  badge.textContent = `Kode ${data.discountCode} dipakai`;
  main.after(badge);
  if (!struck) return;
  const wrap = document.createElement("span");
  wrap.className = STRUCK_PRICE_CLASS;
  wrap.dataset.struck = "";
  const former = document.createElement("s");
  former.className = STRUCK_FORMER_CLASS;
  const hint = document.createElement("span");
  hint.className = "sr-only";
  hint.textContent = "Harga sebelumnya ";
  former.append(hint, formatRupiah(struck.former));
  const saving = document.createElement("span");
  saving.className = STRUCK_SAVING_CLASS;
  saving.textContent = `Hemat ${struck.percent}%`;
  wrap.append(former, saving);
  main.after(wrap);
}
