/**
 * Where a session or an event happens (DESIGN §3): online with a meeting link, shown only to the
 * buyer (order page, Pustaka Saya, reminders), or at a place with its address and an optional
 * Google Maps link. The inputs are named as the product form's action reads them.
 */
import { TextField } from "~/features/ui/text-field";

/** The location as the form holds it: strings, empty when not set. */
export interface LocationDraft {
  locationKind: "online" | "venue";
  url: string;
  venueName: string;
  venueAddress: string;
  mapsUrl: string;
}

interface LocationFieldsProps {
  /** The radio group's accessible name. */
  label: string;
  linkLabel: string;
  linkHint: string;
  value: LocationDraft;
  onChange: (key: keyof LocationDraft, value: string) => void;
  errors: Record<string, string[]>;
}

/** The online/venue choice and the chosen kind's fields. */
export function LocationFields({ label, linkLabel, linkHint, value, onChange, errors }: LocationFieldsProps) {
  return (
    <>
      <div role="radiogroup" aria-label={label} className="grid grid-cols-2 gap-2">
        {(
          [
            ["online", "Online", "Zoom, Google Meet, YouTube"],
            ["venue", "Tatap muka", "Di sebuah tempat"],
          ] as const
        ).map(([kind, kindLabel, hint]) => (
          <label
            key={kind}
            className="flex cursor-pointer items-start gap-2 rounded-xl border border-slate-200 p-3 has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50"
          >
            <input
              type="radio"
              name="locationKind"
              value={kind}
              checked={value.locationKind === kind}
              onChange={() => onChange("locationKind", kind)}
              className="mt-0.5 size-4 accent-violet-700"
            />
            <span>
              <span className="block text-sm font-medium text-slate-800">{kindLabel}</span>
              <span className="block text-xs text-slate-600">{hint}</span>
            </span>
          </label>
        ))}
      </div>
      {value.locationKind === "online" ? (
        <TextField
          name="locationUrl"
          label={linkLabel}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://zoom.us/j/..."
          required
          value={value.url}
          onChange={(e) => onChange("url", e.target.value)}
          hint={linkHint}
          errors={errors["location.url"]}
        />
      ) : (
        <>
          <TextField
            name="venueName"
            label="Nama tempat"
            required
            value={value.venueName}
            onChange={(e) => onChange("venueName", e.target.value)}
            errors={errors["location.name"]}
          />
          <TextField
            name="venueAddress"
            label="Alamat"
            required
            value={value.venueAddress}
            onChange={(e) => onChange("venueAddress", e.target.value)}
            errors={errors["location.address"]}
          />
          <TextField
            name="mapsUrl"
            label="Tautan Google Maps (opsional)"
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://maps.app.goo.gl/..."
            value={value.mapsUrl}
            onChange={(e) => onChange("mapsUrl", e.target.value)}
            errors={errors["location.mapsUrl"]}
          />
        </>
      )}
    </>
  );
}
