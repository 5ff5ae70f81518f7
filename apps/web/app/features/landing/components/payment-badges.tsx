/**
 * Payment method badges: simple wordmarks drawn here as inline SVG in each brand's main colour —
 * no logo files, nothing loaded from elsewhere. Each is one `role="img"` with the method's name.
 */
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";

const FONT = "Arial, Helvetica, sans-serif";

interface Wordmark {
  label: string;
  background: string;
  color: string;
  text: string;
  /** Letter size in viewBox units (the badge is 96×40). */
  size?: number;
  italic?: boolean;
  border?: boolean;
  /** A second, accent part drawn after `text` (Mandiri's swoosh, QRIS's corner). */
  accent?: "qris" | "mandiri" | "bni" | "permata";
}

const WORDMARKS: Record<PaymentMethodCode, Wordmark> = {
  qris: {
    label: "QRIS",
    background: "#FFFFFF",
    color: "#111111",
    text: "QRIS",
    size: 19,
    border: true,
    accent: "qris",
  },
  bca_va: { label: "BCA", background: "#0060AF", color: "#FFFFFF", text: "BCA", size: 20, italic: true },
  bni_va: { label: "BNI", background: "#FFFFFF", color: "#005E6A", text: "BNI", size: 20, border: true, accent: "bni" },
  bri_va: { label: "BRI", background: "#00529C", color: "#FFFFFF", text: "BRI", size: 20 },
  mandiri_va: {
    label: "Mandiri",
    background: "#003D79",
    color: "#FFFFFF",
    text: "mandiri",
    size: 17,
    accent: "mandiri",
  },
  permata_va: {
    label: "PermataBank",
    background: "#FFFFFF",
    color: "#00833E",
    text: "Permata",
    size: 15,
    border: true,
    accent: "permata",
  },
  gopay: { label: "GoPay", background: "#00AED6", color: "#FFFFFF", text: "gopay", size: 18 },
  ovo: { label: "OVO", background: "#4C3494", color: "#FFFFFF", text: "OVO", size: 19 },
  dana: { label: "DANA", background: "#118EEA", color: "#FFFFFF", text: "DANA", size: 18 },
  shopeepay: { label: "ShopeePay", background: "#EE4D2D", color: "#FFFFFF", text: "ShopeePay", size: 13 },
};

function Accent({ kind }: { kind: Wordmark["accent"] }) {
  if (kind === "qris") return <path d="M80 6h10v10" fill="none" stroke="#E11D2E" strokeWidth="3" />;
  if (kind === "mandiri")
    return <path d="M22 31c14-5 36-5 52 0" fill="none" stroke="#FFB700" strokeWidth="3" strokeLinecap="round" />;
  if (kind === "bni") return <rect x="24" y="30" width="48" height="3" rx="1.5" fill="#F15A23" />;
  if (kind === "permata") return <rect x="24" y="30" width="48" height="3" rx="1.5" fill="#E3262F" />;
  return null;
}

/** One method's wordmark badge, 96×40 CSS pixels (scales with `className`). */
export function PaymentBadge({ code, className = "" }: { code: PaymentMethodCode; className?: string }) {
  const mark = WORDMARKS[code];
  const lifted = mark.accent === "mandiri" || mark.accent === "bni" || mark.accent === "permata";
  return (
    <svg viewBox="0 0 96 40" width="96" height="40" role="img" aria-label={mark.label} className={className}>
      <rect
        x="0.5"
        y="0.5"
        width="95"
        height="39"
        rx="9"
        fill={mark.background}
        stroke={mark.border ? "#E2E8F0" : mark.background}
      />
      <text
        x="48"
        y={lifted ? 24 : 26.5}
        textAnchor="middle"
        fontFamily={FONT}
        fontSize={mark.size ?? 18}
        fontWeight="800"
        fontStyle={mark.italic ? "italic" : "normal"}
        letterSpacing={mark.text.length <= 4 ? "0.5" : "0"}
        fill={mark.color}
      >
        {mark.text}
      </text>
      <Accent kind={mark.accent} />
    </svg>
  );
}

/** The method codes grouped as buyers meet them at checkout. */
export const BADGE_GROUPS: { title: string; codes: PaymentMethodCode[] }[] = [
  { title: "QRIS — semua aplikasi bank & e-wallet", codes: ["qris"] },
  { title: "Virtual Account", codes: ["bca_va", "bni_va", "bri_va", "mandiri_va", "permata_va"] },
  { title: "E-Wallet", codes: ["gopay", "ovo", "dana", "shopeepay"] },
];
