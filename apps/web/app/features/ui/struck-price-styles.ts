/**
 * The classes of a harga coret (`StruckPrice`), shared with `enhance/product.ts`, which draws one
 * for a share link's code in the browser (ADR 0019).
 */
export const STRUCK_PRICE_CLASS = "inline-flex items-center gap-2 text-sm";
export const STRUCK_FORMER_CLASS = "text-slate-500";
export const STRUCK_SAVING_CLASS = "rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700";
