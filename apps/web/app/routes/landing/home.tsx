/**
 * `/` (layout `landing`, open): what Lapak is and why to trust it with a store (SPEC §1). Rendered
 * on the server and not hydrated (DESIGN §6); its anonymous HTML is cached and dropped when the
 * example store changes. The action is the newsletter form's, which works without JavaScript.
 */
import { data } from "react-router";
import { getLanding } from "~/features/landing/api/get-landing.server";
import { subscribeFromForm } from "~/features/landing/api/subscribe.server";
import { Audience } from "~/features/landing/components/audience";
import { Closing } from "~/features/landing/components/closing";
import { Comparison } from "~/features/landing/components/comparison";
import { Faq } from "~/features/landing/components/faq";
import { Fees } from "~/features/landing/components/fees";
import { Hero } from "~/features/landing/components/hero";
import { HowItWorks } from "~/features/landing/components/how-it-works";
import { Payments } from "~/features/landing/components/payments";
import { ProductTypes } from "~/features/landing/components/product-types";
import { feeRows } from "~/features/landing/fee-table";
import { landingMeta, landingPageHeaders, passLandingHeaders } from "~/features/landing/seo";
import { NEAR_STATIC_HANDLE, NearStaticScripts } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import { useRootData } from "~/lib/use-root-data";
import type { Route } from "./+types/home";

export const handle = NEAR_STATIC_HANDLE;

export async function loader({ context }: Route.LoaderArgs) {
  const landing = await getLanding(context);
  return data(
    { ...landing, appUrl: context.publicConfig.appUrl },
    { headers: landingPageHeaders(landing.example?.seller.username) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return subscribeFromForm(request, context);
}

export const headers = passLandingHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return landingMeta({
    appUrl: loaderData.appUrl,
    path: paths.home,
    // SPEC §1: the home page's title is exactly this (og:title carries it too).
    title: "Toko Digital Kreator Indonesia",
    description:
      "Jual e-book, template, preset, dan kelas dari satu tautan di bio. Pembeli bayar dengan QRIS, virtual account, atau e-wallet; produk terkirim otomatis. Gratis untuk mulai.",
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { user } = useRootData();
  const { example, methods, platformFeePercent, holdDays } = loaderData;
  return (
    <>
      <Hero signedIn={Boolean(user)} example={example} />
      <Audience />
      <HowItWorks />
      <ProductTypes example={example} />
      <Payments offered={methods.map((method) => method.code)} />
      <Fees rows={feeRows(methods, platformFeePercent)} platformFeePercent={platformFeePercent} holdDays={holdDays} />
      <Comparison />
      <Faq platformFeePercent={platformFeePercent} holdDays={holdDays} />
      <Closing signedIn={Boolean(user)} />
      <NearStaticScripts />
    </>
  );
}
