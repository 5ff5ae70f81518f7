/**
 * `/my-library/sign-in` (layout `public`): into the buyer library without a password (DESIGN §4
 * "Buyer library"). The email form mails a code and a one-time link; `?step=code&email=` asks
 * for the code; `?token=` (the emailed link) signs in at once. Every answer is the same whether the
 * email bought or not. Not hydrated: the forms post.
 */
import { libraryRequestCodeBodySchema, libraryVerifyBodySchema } from "@lapak/shared/schemas/library";
import { data, redirect } from "react-router";
import { requestLibraryCode, verifyLibraryCode, verifyLibraryLink } from "~/features/library/api/sign-in.server";
import { LibraryFrame } from "~/features/library/components/library-frame";
import { CodeForm, EmailForm } from "~/features/library/components/sign-in-forms";
import { field, validate } from "~/lib/api.server";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { libraryNext, paths } from "~/lib/paths";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/sign-in";

export const handle = BUYER_PAGE_HANDLE;

function into(cookie: string, next: string | null) {
  const headers = privatePageHeaders();
  headers.append("Set-Cookie", cookie);
  return redirect(next ?? paths.library.home, { headers });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  const next = libraryNext(params.get("next"));
  if (token) {
    const signedIn = await verifyLibraryLink(context, token);
    if (signedIn.ok) throw into(signedIn.cookie, null);
    return { step: "email" as const, email: "", notice: signedIn.message, out: false, next };
  }
  const email = params.get("email")?.trim() ?? "";
  const step = params.get("step") === "code" && email ? ("code" as const) : ("email" as const);
  return { step, email, notice: null, out: params.get("out") === "1", next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = libraryNext(field(form, "next"));
  if (field(form, "intent") === "verify") {
    const input = validate(libraryVerifyBodySchema, { email: field(form, "email"), code: field(form, "code") });
    if (!input.ok) return data(input, { status: 422 });
    const signedIn = await verifyLibraryCode(context, input.value.email, input.value.code);
    if (signedIn.ok) throw into(signedIn.cookie, next);
    return data(signedIn, { status: 422 });
  }
  const input = validate(libraryRequestCodeBodySchema, { email: field(form, "email") });
  if (!input.ok) return data(input, { status: 422 });
  const sent = await requestLibraryCode(context, input.value.email);
  if (!sent.ok) return data(sent, { status: 422 });
  throw redirect(paths.library.signIn(input.value.email, next), { headers: privatePageHeaders() });
}

export const headers = privatePageHeaders;

export function meta() {
  return privatePageMeta("Masuk ke Pustaka Saya");
}

export default function LibrarySignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { step, email, notice, out, next } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const message = failure?.message ?? notice;
  return (
    <LibraryFrame>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">
        {step === "code" ? "Masukkan kode masuk" : "Masuk ke Pustaka Saya"}
      </h1>
      <p className="mt-1.5 mb-5 text-sm leading-relaxed text-slate-600">
        {step === "code" ? (
          <>
            Jika ada pembelian atau tidak, kami kirim kode 6 angka dan tautan masuk ke{" "}
            <strong className="font-semibold text-slate-900">{email}</strong>. Kode berlaku 10 menit.
          </>
        ) : (
          "Semua pembelian Anda di satu tempat. Masukkan email yang Anda pakai saat membeli; kami kirim kode masuk, tanpa kata sandi."
        )}
      </p>
      {out ? (
        <p role="status" className="mb-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
          Anda sudah keluar dari Pustaka Saya.
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {message}
        </p>
      ) : null}
      {step === "code" ? (
        <CodeForm email={email} next={next} errors={failure?.errors} />
      ) : (
        <EmailForm email={email} next={next} errors={failure?.errors} />
      )}
    </LibraryFrame>
  );
}
