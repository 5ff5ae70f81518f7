/** The two buttons that close an admin's confirm step (approve, reject, mark a payout). */
import { Button, type ButtonVariant } from "~/features/ui/button";

/** Submits `intent` (showing "Memproses..." while `busy`) beside "Batal" (`onCancel`); both lock while busy. */
export function ConfirmButtons({
  intent,
  label,
  variant = "primary",
  busy,
  onCancel,
}: {
  intent: string;
  label: string;
  variant?: ButtonVariant;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button name="intent" value={intent} variant={variant} disabled={busy} className="min-h-11">
        {busy ? "Memproses..." : label}
      </Button>
      <Button type="button" variant="secondary" disabled={busy} onClick={onCancel} className="min-h-11">
        Batal
      </Button>
    </div>
  );
}
