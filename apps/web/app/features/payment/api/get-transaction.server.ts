/** `GET /v1/transactions/{id}`: the public view of one transaction (buyer masked, DESIGN §3). */
import type { Transaction } from "@lapak/shared/schemas/transaction";
import { type AppLoadContext, data } from "react-router";

/** Transaction ids are UUIDs or other URL-safe random strings; anything else cannot be one. */
const ID = /^[\w-]{8,100}$/;

/**
 * The transaction `id`, as anyone with its id sees it; `status` is already derived by the API (a
 * pending one past `expiresAt` reads `expired`). Throws a 404 response ("Halaman tidak ditemukan") when the
 * API does not know it, and an error ("Internal Server Error") for any other failure.
 */
export async function getTransaction(context: AppLoadContext, id: string): Promise<Transaction> {
  if (!ID.test(id)) throw data("Transaksi tidak ditemukan", { status: 404 });
  const response = await context.api<{ data: Transaction }>(`/transactions/${id}`);
  if (response.status === 404) throw data("Transaksi tidak ditemukan", { status: 404 });
  if (response.status !== 200) throw new Error(`GET /v1/transactions/{id} answered ${response.status}`);
  return response.body.data;
}
