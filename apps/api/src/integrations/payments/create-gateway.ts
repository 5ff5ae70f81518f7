import type { Config } from "../../env";
import type { PaymentGateway } from "./gateway";
import { createSandboxGateway } from "./sandbox";

/**
 * The payment gateway `PAYMENT_GATEWAY` names (DESIGN §2): `sandbox` (built in, the default),
 * `midtrans` or `xendit` with their keys from config. Built once by `buildApp`.
 */
export function createGateway(config: Config): PaymentGateway {
  switch (config.paymentGateway) {
    case "sandbox":
      return createSandboxGateway(config);
    case "midtrans":
      throw new Error("PAYMENT_GATEWAY=midtrans is not available in this build");
    case "xendit":
      throw new Error("PAYMENT_GATEWAY=xendit is not available in this build");
  }
}
