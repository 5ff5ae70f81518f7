import { describe, expect, it } from "vitest";
import { loadConfig } from "../../env";
import { quotaFullError } from "./storage-quota";

describe("the storage quota", () => {
  it("says the default quota as 5 GB in the 413 message", () => {
    const config = loadConfig({ APP_SECRET: "x".repeat(32), SANDBOX_WEBHOOK_SECRET: "y", DATA_DIR: "/tmp/lapak-unit" });
    expect(config.storageQuotaBytes).toBe(5 * 1024 ** 3);
    expect(quotaFullError(config.storageQuotaBytes)).toMatchObject({
      status: 413,
      message: "Ruang penyimpanan Anda penuh (5 GB). Hapus berkas yang tidak dipakai.",
    });
  });
});
