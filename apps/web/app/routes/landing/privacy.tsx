/** `/privacy` (layout `landing`, open): near-static and cached like the landing page (DESIGN §6). */
import { PRIVACY_SECTIONS, PrivacyContent } from "~/features/landing/components/privacy-content";
import { InfoPage } from "~/features/landing/info-page";
import { infoPageMeta, loadInfoPage, PRIVACY_UPDATED, passLandingHeaders } from "~/features/landing/seo";
import { NEAR_STATIC_HANDLE, NearStaticScripts } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/privacy";

export const handle = NEAR_STATIC_HANDLE;
export const loader = loadInfoPage;
export const headers = passLandingHeaders;
export const meta = infoPageMeta({
  path: paths.privacy,
  title: "Kebijakan Privasi — Lapak",
  description:
    "Data apa yang dikumpulkan Lapak dari penjual, pembeli, dan pengunjung, untuk apa, berapa lama disimpan, dan cara menggunakan hak Anda menurut UU PDP.",
});

export default function Page({ loaderData }: Route.ComponentProps) {
  const { holdDays } = loaderData;
  return (
    <>
      <InfoPage
        title="Kebijakan Privasi"
        intro="Bagaimana Lapak mengumpulkan, memakai, dan melindungi data pribadi Anda menurut UU Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi."
        updated={PRIVACY_UPDATED}
        sections={PRIVACY_SECTIONS}
      >
        <PrivacyContent holdDays={holdDays} />
      </InfoPage>
      <NearStaticScripts />
    </>
  );
}
