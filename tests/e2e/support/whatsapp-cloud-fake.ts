/**
 * The process Playwright starts before the journeys' server (playwright.config.ts `webServer`): the
 * local fake of Meta's WhatsApp Cloud API on `E2E_WHATSAPP_PORT`, until Playwright stops it.
 * Run with `node --import tsx`.
 */
import { startFakeWhatsapp } from "../../../apps/api/test/helpers/fake-whatsapp";
import { E2E_WHATSAPP_PORT } from "./whatsapp";

const fake = await startFakeWhatsapp({ port: E2E_WHATSAPP_PORT });
process.stdout.write(`WhatsApp Cloud API fake on ${fake.url}\n`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
