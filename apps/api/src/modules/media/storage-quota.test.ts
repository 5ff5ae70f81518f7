import { describe, expect, it } from "vitest";
import { loadConfig } from "../../env";
import { formatStorageSize, quotaFullError } from "./storage-quota";

describe("the storage quota in words", () => {
  it("says the default quota as 5 GB in the 413 message", () => {
    const config = loadConfig({ APP_SECRET: "x".repeat(32), SANDBOX_WEBHOOK_SECRET: "y", DATA_DIR: "/tmp/lapak-unit" });
    expect(config.storageQuotaBytes).toBe(5 * 1024 ** 3);
    expect(quotaFullError(config.storageQuotaBytes)).toMatchObject({
      status: 413,
      message: "Ruang penyimpanan Anda penuh (5 GB). Hapus berkas yang tidak dipakai.",
    });
  });

  it("writes sizes the Indonesian way", () => {
    expect(formatStorageSize(1.5 * 1024 ** 3)).toBe("1,5 GB");
    expect(formatStorageSize(200 * 1024 ** 2)).toBe("200 MB");
    expect(formatStorageSize(Math.floor(0.1 * 1024 ** 2))).toBe("102 KB");
  });
});
