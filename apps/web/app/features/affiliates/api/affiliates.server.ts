/**
 * `/dashboard/affiliates` — Afiliasi (DESIGN §4 "Affiliates", ADR 0050): the seller's programme
 * (their products with `affiliate`, `GET /v1/products`), their affiliates (`GET /v1/affiliates`)
 * and the programmes this account joined (`GET /v1/affiliates/me`). The action's `intent`:
 * `product` (`PUT /v1/products/{id}/affiliate`), `remove` (`DELETE /v1/affiliates/{id}`) or `join`
 * (`POST /v1/affiliates/programs/{username}/join`).
 */
import { wibDay } from "@lapak/shared/date";
import type { AffiliateProgramme, SellerAffiliate } from "@lapak/shared/schemas/affiliate";
import { isSoldProductType, type Product } from "@lapak/shared/schemas/product";
import type { AppLoadContext } from "react-router";
import { type ActionFailure, failureFrom, field, isOk } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";

export interface AffiliatesPageData {
  products: Pick<Product, "id" | "title" | "affiliate">[];
  affiliates: SellerAffiliate[];
  programmes: AffiliateProgramme[];
  /** The store name to prefill the join form with (`?toko=`), or "". */
  joinUsername: string;
  year: number;
}

export async function loadAffiliates(request: Request, context: AppLoadContext): Promise<AffiliatesPageData> {
  const { token } = await requireCompleteUser(request, context);
  const [products, affiliates, programmes] = await Promise.all([
    context.api<{ data: Product[] }>("/products", { token }),
    context.api<{ data: SellerAffiliate[] }>("/affiliates", { token }),
    context.api<{ data: AffiliateProgramme[] }>("/affiliates/me", { token }),
  ]);
  if (!isOk(products) || !isOk(affiliates) || !isOk(programmes)) {
    throw new Response("Afiliasi gagal dimuat", { status: 502 });
  }
  return {
    products: products.body.data
      .filter((product) => isSoldProductType(product.type))
      .map(({ id, title, affiliate }) => ({ id, title, affiliate })),
    affiliates: affiliates.body.data,
    programmes: programmes.body.data,
    joinUsername: new URL(request.url).searchParams.get("toko")?.slice(0, 64) ?? "",
    year: Number(wibDay(new Date()).slice(0, 4)),
  };
}

export type AffiliatesActionResult =
  | { ok: true; message: string; intent: string }
  | (ActionFailure & { intent: string });

export async function affiliatesAction(request: Request, context: AppLoadContext): Promise<AffiliatesActionResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const intent = field(form, "intent");
  const id = encodeURIComponent(field(form, "id"));
  const response =
    intent === "product"
      ? await context.api<{ message: string }>(`/products/${id}/affiliate`, {
          method: "PUT",
          token,
          body: {
            enabled: field(form, "enabled") === "on",
            commissionPercent: Number(field(form, "commissionPercent") || Number.NaN),
          },
        })
      : intent === "remove"
        ? await context.api<{ message: string }>(`/affiliates/${id}`, { method: "DELETE", token })
        : await context.api<{ message: string }>(
            `/affiliates/programs/${encodeURIComponent(field(form, "username").trim().replace(/^@/, ""))}/join`,
            { method: "POST", token },
          );
  if (!isOk(response)) return { ...failureFrom(response), intent };
  const message = intent === "remove" ? "Afiliasi dikeluarkan" : (response.body?.message ?? "Tersimpan");
  return { ok: true, message, intent };
}
