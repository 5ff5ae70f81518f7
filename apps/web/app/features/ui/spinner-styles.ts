/** The spinning ring's classes, shared by `Spinner` and the buyer pages' enhancement scripts. */
export const SPINNER_CLASS = "inline-block animate-spin rounded-full border-2 border-current border-r-transparent";
