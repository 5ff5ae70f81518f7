/** `/help` (layout `landing`, open): near-static and cached like the landing page (DESIGN §6). */
import { HELP_SECTIONS, HelpContent } from "~/features/landing/components/help-content";
import { InfoPage } from "~/features/landing/info-page";
import { infoPageMeta, loadInfoPage, passLandingHeaders } from "~/features/landing/seo";
import { NEAR_STATIC_HANDLE, NearStaticScripts } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/help";

export const handle = NEAR_STATIC_HANDLE;
export const loader = loadInfoPage;
export const headers = passLandingHeaders;
export const meta = infoPageMeta({
  path: paths.help,
  title: "Bantuan — Lapak",
  description:
    "Cara membuka toko, menjual produk digital, menerima pembayaran QRIS dan virtual account, mengirim produk, aktivasi akun, menarik saldo, dan memulihkan akun di Lapak.",
});

export default function Page({ loaderData }: Route.ComponentProps) {
  const { platformFeePercent, holdDays } = loaderData;
  return (
    <>
      <InfoPage
        title="Bantuan"
        intro="Jawaban untuk pertanyaan yang paling sering muncul dari penjual dan pembeli."
        sections={HELP_SECTIONS}
      >
        <HelpContent platformFeePercent={platformFeePercent} holdDays={holdDays} />
      </InfoPage>
      <NearStaticScripts />
    </>
  );
}
