import type { FastifyBaseLogger } from "fastify";
import type { PaymentGateway } from "../../integrations/payments/gateway";
import type { Storage } from "../../integrations/storage/storage";
import type { Deps } from "../../lib/deps";

/** What the payments use cases need: the usual deps, the active gateway and the file storage. */
export type PaymentsDeps = Deps & { gateway: PaymentGateway; storage: Storage };

/** Runs work after the answer has gone out (emails); errors are logged, never thrown. */
export type RunLater = (name: string, task: () => Promise<void>, log: FastifyBaseLogger) => void;
