/**
 * The 6-digit code form of /verify-otp with "Verifikasi", and "Kirim Ulang Kode", which stays
 * disabled with a visible countdown until the API allows a new code (60 s, `resendAfter` /
 * `Retry-After`). Both post the flow's purpose: in a registration, the resent code keeps the
 * password chosen there (DESIGN §6).
 */
import type { OtpPurpose } from "@lapak/shared/schemas/auth";
import { Form, useFetcher } from "react-router";
import { Button } from "~/features/ui/button";
import { TextField } from "~/features/ui/text-field";
import { type ActionResult, useActionToast } from "~/features/ui/use-action-toast";
import { useCountdown } from "~/features/ui/use-countdown";
import { REDIRECT_TO_PARAM } from "~/lib/redirect-to";

/** What the resend action answers. */
export interface ResendResult extends ActionResult {
  waitSeconds: number;
}

interface VerifyOtpFormProps {
  email: string;
  /** The flow: `register` after registering, `sign_in` for "Masuk dengan kode OTP". */
  purpose?: OtpPurpose;
  /** Seconds before a new code may be asked for, as the server knew it when rendering. */
  resendIn: number;
  errors?: Record<string, string[]>;
  /** Where the sign-in lands (a path already checked by `safeRedirectTo`), e.g. the new-password page. */
  redirectTo?: string | null;
}

/** Code input (numeric, `one-time-code`), "Verifikasi", and the resend button with its countdown. */
export function VerifyOtpForm({ email, purpose, resendIn, errors = {}, redirectTo = null }: VerifyOtpFormProps) {
  const resend = useFetcher<ResendResult>();
  useActionToast(resend.data);
  const left = useCountdown(resend.data ? resend.data.waitSeconds : resendIn, resend.data);

  return (
    <div className="space-y-5">
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="email" value={email} />
        {purpose && <input type="hidden" name="purpose" value={purpose} />}
        {redirectTo ? <input type="hidden" name={REDIRECT_TO_PARAM} value={redirectTo} /> : null}
        <TextField
          name="code"
          label="Kode OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          placeholder="••••••"
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          errors={errors.code}
        />
        <Button block>Verifikasi</Button>
      </Form>

      <resend.Form method="post" className="flex flex-col items-center gap-1.5 text-sm">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={email} />
        {purpose && <input type="hidden" name="purpose" value={purpose} />}
        <span className="text-slate-600">Tidak menerima kode?</span>
        <Button variant="secondary" disabled={left > 0}>
          Kirim Ulang Kode
        </Button>
        <p aria-live="polite" className="min-h-5 text-slate-500">
          {left > 0 ? `Kirim ulang tersedia dalam ${left} detik` : ""}
        </p>
      </resend.Form>
    </div>
  );
}
