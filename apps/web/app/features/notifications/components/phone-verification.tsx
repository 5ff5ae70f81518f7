/**
 * "Verifikasi nomor" (ADR 0021): the new-sale alert goes only to a WhatsApp number its seller
 * verified. The button sends a 6-digit code to the number; the code typed back verifies it, and the
 * page's data then shows the number as verified. Two fetchers: one asks for codes (with the resend
 * countdown), one checks them.
 */
import { formatPhone } from "@lapak/shared/phone";
import { useFetcher } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";
import { useActionToast } from "~/features/ui/use-action-toast";
import { useCountdown } from "~/features/ui/use-countdown";
import type { PhoneVerificationResult } from "../api/phone-verification.server";
import { PHONE_CODE_INTENT, PHONE_CONFIRM_INTENT } from "../intent";

export function PhoneVerification({
  phone,
  initial,
}: {
  /** The profile's number, `628…`. */
  phone: string;
  /** The answer of a POST made before hydration (the page's `actionData`). */
  initial?: PhoneVerificationResult;
}) {
  const send = useFetcher<PhoneVerificationResult>();
  const confirm = useFetcher<PhoneVerificationResult>();
  useActionToast(send.data);
  useActionToast(confirm.data);
  const sent = send.data ?? (initial?.step === "send" ? initial : undefined);
  const checked = confirm.data ?? (initial?.step === "confirm" ? initial : undefined);
  const left = useCountdown(sent?.waitSeconds ?? 0, sent);
  const codeAsked = Boolean(sent?.ok || checked);
  const sending = send.state !== "idle";
  const channel = sent?.ok ? sent.sent?.channel : undefined;

  return (
    <div className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm text-amber-900">
        Nomor <span className="font-semibold whitespace-nowrap">{formatPhone(phone)}</span> belum diverifikasi.
        Notifikasi penjualan hanya dikirim ke nomor yang sudah diverifikasi.
      </p>
      {codeAsked ? (
        <confirm.Form method="post" className="space-y-3" noValidate>
          <input type="hidden" name="intent" value={PHONE_CONFIRM_INTENT} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {channel === "email"
              ? "Kami mengirim 6 digit kode ke email akun Anda. Kode berlaku 10 menit."
              : `Kami mengirim 6 digit kode ke WhatsApp ${formatPhone(phone)}. Kode berlaku 10 menit.`}
          </p>
          <TextField
            name="code"
            label="Kode verifikasi"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            placeholder="••••••"
            className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
            errors={checked?.ok ? undefined : checked?.errors.code}
          />
          <Button block disabled={confirm.state !== "idle"}>
            {confirm.state !== "idle" ? "Memeriksa..." : "Konfirmasi Kode"}
          </Button>
        </confirm.Form>
      ) : null}
      <send.Form method="post" className="flex flex-col gap-1.5 text-sm">
        <input type="hidden" name="intent" value={PHONE_CODE_INTENT} />
        {sent && !sent.ok && !sent.errors.phone ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {sent.message}
          </p>
        ) : null}
        {sent?.errors.phone ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {sent.errors.phone.join(" ")}
          </p>
        ) : null}
        <Button variant={codeAsked ? "secondary" : "primary"} block disabled={sending || left > 0}>
          {sending ? "Mengirim..." : codeAsked ? "Kirim Ulang Kode" : "Verifikasi Nomor"}
        </Button>
        <p aria-live="polite" className={`text-center text-slate-500 ${codeAsked ? "min-h-5" : ""}`}>
          {left > 0 ? `Kirim ulang tersedia dalam ${left} detik` : ""}
        </p>
      </send.Form>
    </div>
  );
}
