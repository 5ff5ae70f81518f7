import type { Config } from "../../env";
import type { PaymentGateway } from "./gateway";
import { createMidtransGateway } from "./midtrans";
import { createSandboxGateway } from "./sandbox";
import { createXenditGateway } from "./xendit";

/**
 * The payment gateway `PAYMENT_GATEWAY` names (DESIGN §2): `sandbox` (built in, the default),
 * `midtrans` or `xendit` with their keys from config. Built once by `buildApp`.
 */
export function createGateway(config: Config): PaymentGateway {
  switch (config.paymentGateway) {
    case "sandbox":
      return createSandboxGateway(config);
    case "midtrans":
      return createMidtransGateway(config);
    case "xendit":
      return createXenditGateway(config);
  }
}
