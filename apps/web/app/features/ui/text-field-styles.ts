/**
 * The frame around a text field's input, plain or in error: shared by `TextField` and the buyer
 * pages' enhancement scripts, which mark a field wrong in the browser without React.
 */

/** Classes of the frame (the input's parent) when the field `invalid` or not. */
export function fieldFrameClass(invalid: boolean): string {
  return `flex items-center rounded-xl border bg-white transition focus-within:ring-2 ${
    invalid
      ? "border-red-400 focus-within:ring-red-200"
      : "border-slate-300 focus-within:border-violet-600 focus-within:ring-violet-200"
  }`;
}

/** Classes of the message under a field in error (`<p id="<input id>-error">`). */
export const FIELD_ERROR_CLASS = "mt-1.5 text-sm font-medium text-red-700";
