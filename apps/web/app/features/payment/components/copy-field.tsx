/** A label, a number the buyer types into their bank app (large, monospace) and a "Salin" button. */
import { digitGroups } from "../labels";
import { CopyButton } from "./copy-button";

interface CopyFieldProps {
  label: string;
  /** The raw value, copied as is. */
  value: string;
  /** Toast after copying. */
  copiedMessage: string;
  /** `data-testid` of the value (its text is the raw value, without spaces). */
  testId?: string;
}

/** Shows `value` in groups of four (spaced by CSS, so a hand copy has no spaces); "Salin" copies it. */
export function CopyField({ label, value, copiedMessage, testId }: CopyFieldProps) {
  // A fieldset named by the label, so each of two "Salin" buttons says what it copies to a screen reader.
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm text-slate-600">{label}</legend>
      <div className="mt-1 flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset">
        <p
          data-testid={testId}
          className="min-w-0 flex-1 font-mono text-xl font-bold tracking-wide text-slate-900 sm:text-2xl"
        >
          {digitGroups(value).map((group, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the groups are positions in one fixed number
            <span key={index} className="mr-2 inline-block last:mr-0">
              {group}
            </span>
          ))}
        </p>
        <CopyButton text={value} copiedMessage={copiedMessage} className="min-h-11 min-w-16" />
      </div>
    </fieldset>
  );
}
