/**
 * Where an event or a 1:1 session happens, on its public page (DESIGN §3): `online` (a sentence;
 * the link itself is the buyer's alone) or the place's name, address and map link.
 */
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { StrokeIcon } from "~/features/ui/stroke-icon";

/** A map pin (24 × 24 line path). */
const PIN = "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z";

type PublicLocation = NonNullable<PublicProduct["event"]>["location"];

/** One line with a pin: `online` for an online location, else the place. */
export function LocationLine({ location, online }: { location: PublicLocation; online: string }) {
  return (
    <p className="flex gap-2.5 text-[15px] text-slate-800">
      <StrokeIcon d={PIN} strokeWidth={2} className="mt-0.5 size-5 shrink-0 text-[var(--accent)]" />
      {location.kind === "online" ? (
        <span>{online}</span>
      ) : (
        <span>
          <span className="font-semibold">{location.name}</span>
          <br />
          {location.address}
          {location.mapsUrl ? (
            <>
              {" "}
              ·{" "}
              <a href={location.mapsUrl} rel="noopener noreferrer" target="_blank" className="font-medium underline">
                Lihat peta
              </a>
            </>
          ) : null}
        </span>
      )}
    </p>
  );
}
