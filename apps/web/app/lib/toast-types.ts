/** Kinds of toast (SPEC §3: type, default "success"). */
export type ToastType = "success" | "error" | "info";
