/** The red line of error messages under a form field. */
import { FIELD_ERROR_CLASS } from "./text-field-styles";

/**
 * `messages` joined by spaces, or nothing when there are none; `id` is what the field's
 * `aria-describedby` names; `alert` announces the line when it appears (role="alert").
 */
export function FieldError({
  id,
  messages,
  alert = false,
}: {
  id?: string;
  messages: readonly (string | null | undefined)[] | undefined;
  alert?: boolean;
}) {
  const shown = messages?.filter(Boolean) ?? [];
  if (!shown.length) return null;
  return (
    <p id={id} role={alert ? "alert" : undefined} className={FIELD_ERROR_CLASS}>
      {shown.join(" ")}
    </p>
  );
}
