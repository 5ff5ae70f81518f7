/**
 * An action's field errors as a field shows them (DASHBOARD-UX §0): from the person's first edit of the
 * field they are gone — the value they fix no longer sits above a red "Judul minimal 3 karakter" —
 * until the form's next answer brings new errors (a new array, even with the same words).
 */
import { useState } from "react";

/**
 * The errors to show: `errors` unless the field was edited while these very errors (the same
 * array, the same action answer) were shown. Pure, so the rule is tested without a browser.
 */
export function visibleErrors<T>(errors: readonly T[] | undefined, editedDuring: unknown): readonly T[] | undefined {
  return errors !== undefined && errors === editedDuring ? undefined : errors;
}

/** `shown`: what the field renders; call `onEdit` on every input event of the field. */
export function useFieldErrors<T>(errors: readonly T[] | undefined) {
  const [editedDuring, setEditedDuring] = useState<readonly T[] | undefined>(undefined);
  return {
    shown: visibleErrors(errors, editedDuring),
    onEdit: () => {
      if (errors?.length && editedDuring !== errors) setEditedDuring(errors);
    },
  };
}
