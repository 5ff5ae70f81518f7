/**
 * Shown only while the sandbox gateway is active (`publicConfig.paymentGateway === "sandbox"`):
 * "Simulasikan Pembayaran" posts to the payment route's action, which has the sandbox send its
 * signed "paid" notification (a plain form POST, so it works without JavaScript too).
 */

/** A dashed, clearly labelled test box with one button; `error` is the action's message. */
export function SandboxBox({ error }: { error?: string }) {
  return (
    <section
      aria-labelledby="sandbox-heading"
      className="rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 sm:p-5"
    >
      <p className="text-xs font-bold tracking-wide text-amber-900 uppercase">Mode Sandbox · hanya untuk uji coba</p>
      <h2 id="sandbox-heading" className="mt-1 text-base font-semibold text-slate-900">
        Tidak ada uang sungguhan di sini
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Mode uji coba (sandbox) sedang aktif. Tekan tombol di bawah untuk meniru pembayaran yang berhasil, seperti
        notifikasi dari penyedia pembayaran sungguhan.
      </p>
      {error ? (
        <p className="mt-3 rounded-xl bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200">{error}</p>
      ) : null}
      <form method="post" data-submit-once="" className="mt-3">
        <input type="hidden" name="intent" value="simulate" />
        <button
          type="submit"
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-amber-500 px-5 text-base font-semibold text-amber-950 shadow-sm hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          Simulasikan Pembayaran
        </button>
      </form>
    </section>
  );
}
