/**
 * The library's sign-in steps as plain forms that post (no JavaScript needed): the email, then the
 * 6-digit code mailed to it, with "Kirim ulang kode" and "Ganti email".
 */

import type { FieldErrors } from "@lapak/shared/schemas/common";
import { Button } from "~/features/ui/button";
import { FieldError } from "~/features/ui/field-error";
import { TextField } from "~/features/ui/text-field";
import { paths } from "~/lib/paths";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

/** Step 1: the email the buyer paid with. */
/** `next`: the library page to open once signed in (a checked `libraryNext`), carried through. */
function Next({ next }: { next?: string | null }) {
  return next ? <input type="hidden" name="next" value={next} /> : null;
}

export function EmailForm({ email, next, errors }: { email?: string; next?: string | null; errors?: FieldErrors }) {
  return (
    <form method="post" className={`${CARD} space-y-4`} noValidate>
      <input type="hidden" name="intent" value="request-code" />
      <Next next={next} />
      <TextField
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        defaultValue={email}
        placeholder="nama@email.com"
        hint="Email yang Anda pakai saat membeli."
        errors={errors?.email}
      />
      <Button block className="min-h-12 text-base">
        Kirim Kode Masuk
      </Button>
    </form>
  );
}

/** Step 2: the code mailed to `email`. */
export function CodeForm({ email, next, errors }: { email: string; next?: string | null; errors?: FieldErrors }) {
  return (
    <div className="space-y-3">
      <form method="post" className={`${CARD} space-y-4`} noValidate>
        <input type="hidden" name="intent" value="verify" />
        <Next next={next} />
        <input type="hidden" name="email" value={email} />
        <TextField
          name="code"
          label="Kode masuk"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          placeholder="6 angka"
          errors={errors?.code}
        />
        <FieldError messages={errors?.email} alert />
        <Button block className="min-h-12 text-base">
          Masuk
        </Button>
      </form>
      <form method="post" className="flex items-center justify-between gap-3 text-sm">
        <input type="hidden" name="intent" value="request-code" />
        <Next next={next} />
        <input type="hidden" name="email" value={email} />
        <a
          href={paths.library.signIn(undefined, next)}
          className="font-semibold text-violet-700 underline-offset-4 hover:underline"
        >
          Ganti email
        </a>
        <button type="submit" className="min-h-11 font-semibold text-violet-700 underline-offset-4 hover:underline">
          Kirim ulang kode
        </button>
      </form>
    </div>
  );
}
