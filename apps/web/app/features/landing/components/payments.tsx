/** "Pembayaran": the methods buyers can pay with, as wordmark badges grouped like the checkout. */
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import { BandSection } from "./band-section";
import { BADGE_GROUPS, PaymentBadge } from "./payment-badges";
import { SectionHeading } from "./section-heading";

/** Only the methods the active gateway offers (`offered`), in the checkout's groups. */
export function Payments({ offered }: { offered: PaymentMethodCode[] }) {
  const groups = BADGE_GROUPS.map((group) => ({
    ...group,
    codes: group.codes.filter((code) => offered.includes(code)),
  })).filter((group) => group.codes.length > 0);
  return (
    <BandSection labelledBy="pembayaran">
      <SectionHeading id="pembayaran" kicker="Pembayaran" title="Pembeli bayar dengan cara yang mereka pakai">
        QRIS bisa dibayar dari aplikasi bank atau e-wallet mana pun. Pembayaran dikonfirmasi otomatis oleh penyedia
        pembayaran — tidak ada lagi cek mutasi dan bukti transfer.
      </SectionHeading>
      <div className="mt-10 grid gap-4 md:grid-cols-3">
        {groups.map((group) => (
          <div key={group.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-sm font-semibold text-slate-700">{group.title}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {group.codes.map((code) => (
                <li key={code}>
                  <PaymentBadge code={code} className="h-9 w-auto" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </BandSection>
  );
}
