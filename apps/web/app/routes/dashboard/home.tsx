import { requireCompleteUser } from "~/features/auth/guards.server";
import { NextSteps } from "~/features/dashboard/next-steps";
import { StoreLink } from "~/features/ui/store-link";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireCompleteUser(request, context);
  return {
    name: user.name,
    storeUrl: paths.storefront(context.publicConfig.appUrl, user.username ?? ""),
    steps: {
      profileComplete: user.profileComplete,
      hasSocialLinks: Object.values(user.socialLinks).some(Boolean),
      activation: user.activation,
    },
  };
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const { name, storeUrl, steps } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Halo, {name.split(" ")[0]}!</h1>
        <p className="mt-1 text-slate-600">Selamat datang di dasbor Lapak. Ini ringkasan toko Anda.</p>
      </div>
      <section
        aria-labelledby="store-link-title"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="store-link-title" className="text-sm font-semibold text-slate-700">
          Tautan toko Anda
        </h2>
        <div className="mt-2">
          <StoreLink url={storeUrl} />
        </div>
        <p className="mt-2 text-xs text-slate-500">Pasang di bio media sosial agar pembeli menemukan produk Anda.</p>
      </section>
      <NextSteps {...steps} />
    </div>
  );
}
