import { AppError } from "../../lib/app-error";

/**
 * The answer for a suspended store (DESIGN §4 "Suspended stores"): 410 "Toko ini tidak tersedia",
 * for its pages, its products and its checkout. Paid buyers keep their order pages and downloads.
 */
export const storeUnavailable = () => new AppError("gone", "Toko ini tidak tersedia");
