import type { PaymentGateway } from "../../integrations/payments/gateway";
import type { Storage } from "../../integrations/storage/storage";
import type { Deps } from "../../lib/deps";

/** What the payments use cases need: the usual deps, the active gateway and the file storage. */
export type PaymentsDeps = Deps & { gateway: PaymentGateway; storage: Storage };

export type { RunLater } from "../../lib/background-tasks";
