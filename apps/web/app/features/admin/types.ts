/** Types of the admin screens' data, inferred from the shared API schemas (DESIGN §3: no hand-written copies). */
import type {
  adminActivationDetailSchema,
  adminActivationSchema,
  adminWithdrawalSchema,
  feedbackSchema,
} from "@lapak/shared/schemas/account";
import type { paginationMetaSchema } from "@lapak/shared/schemas/common";
import type { adminSellerSchema, revenueSchema } from "@lapak/shared/schemas/operator";
import type { adminRefundSchema } from "@lapak/shared/schemas/refund";
import type { z } from "@lapak/shared/zod";

export type AdminActivation = z.infer<typeof adminActivationSchema>;
export type AdminActivationDetail = z.infer<typeof adminActivationDetailSchema>;
export type ReviewStatus = AdminActivation["status"];

export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export type WithdrawalStatus = AdminWithdrawal["status"];

export type FeedbackItem = z.infer<typeof feedbackSchema>;

export type AdminSeller = z.infer<typeof adminSellerSchema>;
export type Revenue = z.infer<typeof revenueSchema>;
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** A list answer `{ data, meta }`. */
export interface ListBody<T> {
  data: T[];
  meta: z.infer<typeof paginationMetaSchema>;
}
