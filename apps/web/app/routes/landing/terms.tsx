/** `/terms` (layout `landing`, open): near-static and cached like the landing page (DESIGN §6). */
import { TERMS_SECTIONS, TermsContent } from "~/features/landing/components/terms-content";
import { InfoPage } from "~/features/landing/info-page";
import { infoPageMeta, LEGAL_UPDATED, loadInfoPage, passLandingHeaders } from "~/features/landing/seo";
import { NEAR_STATIC_HANDLE, NearStaticScripts } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/terms";

export const handle = NEAR_STATIC_HANDLE;
export const loader = loadInfoPage;
export const headers = passLandingHeaders;
export const meta = infoPageMeta({
  path: paths.terms,
  title: "Syarat & Ketentuan — Lapak",
  description:
    "Aturan menggunakan Lapak: kewajiban penjual, produk yang dilarang, biaya, masa tahan saldo, penarikan, pengembalian dana, dan hukum yang berlaku.",
});

export default function Page({ loaderData }: Route.ComponentProps) {
  const { platformFeePercent, holdDays } = loaderData;
  return (
    <>
      <InfoPage
        title="Syarat & Ketentuan"
        intro="Aturan menggunakan Lapak bagi penjual dan pembeli, dalam bahasa yang sederhana."
        updated={LEGAL_UPDATED}
        sections={TERMS_SECTIONS}
      >
        <TermsContent platformFeePercent={platformFeePercent} holdDays={holdDays} />
      </InfoPage>
      <NearStaticScripts />
    </>
  );
}
