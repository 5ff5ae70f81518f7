/**
 * A 1:1 session on its product page and card (DESIGN §3 "1:1 session"): the session's length, online
 * or the place (the meeting link is the buyer's alone, so never here), and how late the buyer may
 * move it. The slot is picked at checkout.
 */
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { StrokeIcon } from "~/features/ui/stroke-icon";
import { LocationLine } from "./location-line";

type PublicCoaching = NonNullable<PublicProduct["coaching"]>;

/** A clock (24 × 24 line path). */
const CLOCK = "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2";

/** `90` → "1 jam 30 menit"; `60` → "1 jam"; `45` → "45 menit". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} menit`;
  return rest ? `${hours} jam ${rest} menit` : `${hours} jam`;
}

/** "Sesi 1 jam · Online" under a session's title on its card. */
export function coachingLine(coaching: PublicCoaching): string {
  const where = coaching.location.kind === "online" ? "Online" : coaching.location.name;
  return `Sesi ${durationLabel(coaching.durationMinutes)} · ${where}`;
}

/** The block under the price of a 1:1 session's page. */
export function CoachingDetails({ coaching }: { coaching: PublicCoaching }) {
  const { location } = coaching;
  return (
    <section className="mt-5 space-y-3 rounded-xl bg-[var(--accent-soft)] p-4" aria-labelledby="coaching-details">
      <h2 id="coaching-details" className="sr-only">
        Tentang sesi
      </h2>
      <p className="flex gap-2.5 text-[15px] font-semibold text-slate-900">
        <StrokeIcon d={CLOCK} strokeWidth={2} className="mt-0.5 size-5 shrink-0 text-[var(--accent)]" />
        <span>Sesi {durationLabel(coaching.durationMinutes)} · pilih jadwal saat checkout (WIB)</span>
      </p>
      <LocationLine location={location} online="Online — tautan meeting dikirim setelah pembayaran" />
      <p className="text-sm text-slate-700">
        {coaching.rescheduleHours > 0
          ? `Jadwal bisa diubah sampai ${coaching.rescheduleHours} jam sebelum sesi.`
          : "Jadwal bisa diubah sampai sesi dimulai."}
      </p>
    </section>
  );
}
