import type { PaymentGateway } from "../integrations/payments/gateway";
import type { Storage } from "../integrations/storage/storage";
import type { Deps } from "./deps";

/** What the money core's use cases need (checkout, orders, webhooks, downloads…): the usual deps, the active gateway and the file storage. */
export type PaymentsDeps = Deps & { gateway: PaymentGateway; storage: Storage };
