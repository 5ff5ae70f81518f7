/**
 * `/dashboard/balance`: the balance from the ledger (`GET /v1/balance`), the activation that
 * decides whether money can leave, the withdrawal history and the ledger rows; and the withdrawal
 * request in two server-driven steps (review, then submit), so it works before hydration too.
 */

import { parseRupiah, RupiahInputError } from "@lapak/shared/parse-rupiah";
import {
  type activationSchema,
  type ledgerEntrySchema,
  MIN_WITHDRAWAL,
  type withdrawalSchema,
} from "@lapak/shared/schemas/account";
import type { Balance } from "@lapak/shared/schemas/transaction";
import type { z } from "@lapak/shared/zod";
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, failureFrom, field, isOk } from "~/lib/api.server";
import { isSecureApp } from "~/lib/cookies.server";
import { flashCookie } from "~/lib/flash.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";

type Activation = z.infer<typeof activationSchema>;
type Withdrawal = z.infer<typeof withdrawalSchema>;
type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
type List<T> = { data: T[]; meta: { page: number; perPage: number; total: number } };

const LEDGER_PER_PAGE = 20;

/** Everything the page shows; a block that fails to load is `null` and shows its own error. */
export async function loadBalancePage(request: Request, context: AppLoadContext) {
  const { token } = await requireCompleteUser(request, context);
  const ledgerPages = Math.min(50, Math.max(1, Number(new URL(request.url).searchParams.get("riwayat")) || 1));
  const [balance, activation, withdrawals, ledger] = await Promise.all([
    context.api<{ data: Balance }>("/balance", { token }),
    context.api<{ data: Activation }>("/account/activation", { token }),
    context.api<List<Withdrawal>>("/withdrawals?perPage=20", { token }),
    context.api<List<LedgerEntry>>(`/balance/ledger?perPage=${LEDGER_PER_PAGE * ledgerPages}`, { token }),
  ]);
  if (!isOk(balance) || !isOk(activation)) throw new Response("Saldo gagal dimuat", { status: 502 });
  return {
    balance: balance.body.data,
    activation: activation.body.data,
    withdrawals: isOk(withdrawals) ? withdrawals.body.data : null,
    ledger: isOk(ledger) ? { rows: ledger.body.data, total: ledger.body.meta.total, pages: ledgerPages } : null,
    minWithdrawal: MIN_WITHDRAWAL,
    /** The instance runs the sandbox gateway: "Simulasi Penarikan" is offered (ADR 0023). */
    sandboxGateway: context.publicConfig.paymentGateway === "sandbox",
    loadedAt: new Date().toISOString(),
  };
}

/** `simulated`: the answer belongs to the "Simulasi Penarikan" form (ADR 0023). */
export type BalanceActionResult =
  | (ActionFailure & { simulated?: boolean })
  | { ok: true; review: { amount: number }; simulated?: boolean };

/**
 * `intent=review`: checks the amount and answers the confirm step; `intent=submit`:
 * `POST /v1/withdrawals` (with `simulated: true` from the simulation form), then back to the page
 * with the API's toast. API errors (the balance changed, a pending withdrawal) come back as the
 * form's failure, keeping the typed amount.
 */
export async function withdrawAction(
  request: Request,
  context: AppLoadContext,
): Promise<Response | BalanceActionResult> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const simulated = field(form, "simulated") === "1";
  const fail = (message: string): BalanceActionResult => ({
    ok: false,
    message: "Periksa kembali jumlahnya",
    errors: { amount: [message] },
    simulated,
  });
  // As typed ("150.000", "150rb", "Rp 1,5jt"), read by the one shared parser (SPEC §5).
  const typed = field(form, "amount").trim();
  if (!typed) return fail("Masukkan jumlah penarikan");
  let amount: number;
  try {
    amount = parseRupiah(typed, { label: "Jumlah", example: "150.000" });
  } catch (error) {
    if (!(error instanceof RupiahInputError)) throw error;
    return fail(error.message);
  }
  if (amount < MIN_WITHDRAWAL) return fail("Minimal penarikan Rp50.000");
  if (field(form, "intent") !== "submit") return { ok: true, review: { amount }, simulated };
  const response = await context.api<{ message?: string }>("/withdrawals", {
    method: "POST",
    body: simulated ? { amount, simulated } : { amount },
    token,
  });
  if (!isOk(response)) return { ...failureFrom(response), simulated };
  const message = response.body.message ?? "Penarikan diajukan";
  return redirect(`${paths.dashboard.balance}#riwayat-penarikan`, {
    headers: { "Set-Cookie": flashCookie(message, "success", isSecureApp(context.publicConfig.appUrl)) },
  });
}
