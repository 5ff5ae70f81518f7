/**
 * The new seller's checklist (DASHBOARD-UX §2): profile complete, first product,
 * first sale, account activated, store link shared — from real state (`GET /v1/account/checklist`).
 * The caller hides it once every step is done.
 */
import type { Checklist } from "@lapak/shared/schemas/account";
import { Link } from "react-router";
import { paths } from "~/lib/paths";

interface Step {
  title: string;
  description: string;
  to: string;
  done: boolean;
}

function stepsFor(state: Checklist): Step[] {
  return [
    {
      title: "Lengkapi profil toko",
      description: "Nama, username, dan nomor WhatsApp.",
      to: paths.onboard.profile,
      done: state.profileComplete,
    },
    {
      title: "Tambahkan produk pertama",
      description: "Produk digital, formulir kumpulkan email, atau tautan.",
      to: paths.dashboard.add,
      done: state.hasProduct,
    },
    {
      title: "Bagikan tautan toko",
      description: "Salin atau bagikan tautan toko Anda, misalnya ke bio Instagram atau TikTok.",
      to: paths.dashboard.myStore,
      done: state.storeLinkShared,
    },
    {
      title: "Dapatkan penjualan pertama",
      description: "Setiap pembayaran berhasil dan pendaftar hadiah gratis (freebie) tercatat di Penjualan.",
      to: paths.dashboard.sales,
      done: state.hasSale,
    },
    {
      title: "Aktivasi akun",
      description: "Verifikasi identitas dan rekening agar bisa menarik saldo.",
      to: paths.dashboard.activate,
      done: state.activated,
    },
  ];
}

/** Whether every step is done (the checklist then disappears). */
export function allStepsDone(state: Checklist): boolean {
  return stepsFor(state).every((step) => step.done);
}

/** Ordered checklist; finished steps are ticked and struck through. */
export function NextSteps(state: Checklist) {
  const steps = stepsFor(state);
  const done = steps.filter((step) => step.done).length;
  return (
    <section
      aria-labelledby="next-steps-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="next-steps-title" className="text-lg font-bold text-slate-900">
          Langkah berikutnya
        </h2>
        <p className="text-sm text-slate-500">
          {done} dari {steps.length} selesai
        </p>
      </div>
      <ol className="mt-4 divide-y divide-slate-100">
        {steps.map((step) => (
          <li key={step.title}>
            <Link
              to={step.to}
              className="group -mx-2 flex items-center gap-3 rounded-xl px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600"
            >
              <span
                aria-hidden="true"
                className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
                  step.done ? "bg-emerald-500 text-white" : "border-2 border-slate-300 text-transparent"
                }`}
              >
                ✓
              </span>
              <span className="min-w-0 flex-1">
                <span
                  className={`block text-sm font-semibold ${step.done ? "text-slate-500 line-through" : "text-slate-900"}`}
                >
                  {step.title}
                  <span className="sr-only">{step.done ? " (selesai)" : " (belum)"}</span>
                </span>
                <span className="block text-sm text-slate-500">{step.description}</span>
              </span>
              <span aria-hidden="true" className="text-slate-400 group-hover:text-violet-700">
                →
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
