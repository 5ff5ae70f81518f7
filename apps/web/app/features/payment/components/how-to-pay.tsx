/** "Cara Pembayaran": the gateway's how-to-pay steps for this method, as an ordered list. */

/** Nothing when there are no steps. */
export function HowToPay({ steps }: { steps: string[] | undefined }) {
  if (!steps?.length) return null;
  return (
    <section aria-labelledby="how-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id="how-heading" className="text-base font-semibold text-slate-900">
        Cara Pembayaran
      </h2>
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm leading-relaxed text-slate-700">
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-violet-100 text-xs font-bold text-violet-800"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
