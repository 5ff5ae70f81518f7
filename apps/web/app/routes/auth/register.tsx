import { Link } from "react-router";
import { register } from "~/features/auth/api/register.server";
import { RegisterForm } from "~/features/auth/components/register-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { field } from "~/lib/api.server";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/register";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return register(context, {
    name: field(form, "name"),
    email: field(form, "email"),
    password: field(form, "password"),
  });
}

export default function Register({ actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <>
      <PageHeading title="Buat toko Anda">
        Gratis. Jual produk digital, kumpulkan email, dan bagikan tautan dari satu toko.
      </PageHeading>
      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <RegisterForm errors={actionData?.errors} />
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        Sudah punya akun?{" "}
        <Link to={paths.login} className="font-semibold text-violet-700 underline-offset-4 hover:underline">
          Masuk
        </Link>
      </p>
    </>
  );
}
