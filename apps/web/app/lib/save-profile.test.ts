import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { saveProfile } from "./save-profile.server";

/** A load context whose API answers every profile change as the real one does. */
const context = {
  api: async () => ({ status: 200, headers: {}, body: { data: {}, message: "Profil berhasil disimpan" } }),
  publicConfig: { appUrl: "http://localhost:3000" },
} as unknown as AppLoadContext;

/** The toast a redirect's flash cookie carries. */
function toastOf(response: Response | unknown): string {
  const cookie = (response as Response).headers.get("set-cookie") ?? "";
  const value = decodeURIComponent(cookie.split(";")[0]?.split("=").slice(1).join("=") ?? "");
  return JSON.parse(value).message;
}

describe("saveProfile", () => {
  it("toasts what the page saved: 'Desain toko berhasil disimpan', not the API's 'Profil …'", async () => {
    const response = await saveProfile(
      context,
      "token",
      {},
      "/dashboard/my-store/design",
      "Desain toko berhasil disimpan",
    );

    expect((response as Response).status).toBe(302);
    expect(toastOf(response)).toBe("Desain toko berhasil disimpan");
  });

  it("toasts the API's message when the page names nothing", async () => {
    const response = await saveProfile(context, "token", {}, "/onboard/theme");

    expect(toastOf(response)).toBe("Profil berhasil disimpan");
  });
});
