import { describe, expect, it } from "vitest";
import { isGift } from "./gift";

const product = (type: "digital_download" | "collect_email") => ({
  id: "p",
  title: "Checklist",
  type,
  coverImageUrl: null,
  bundleProducts: [],
});

describe("isGift", () => {
  it("is a lead magnet or a free download, never a paid one", () => {
    expect(isGift({ amount: 0, product: product("collect_email") })).toBe(true);
    expect(isGift({ amount: 0, product: product("digital_download") })).toBe(true);
    expect(isGift({ amount: 25_000, product: product("digital_download") })).toBe(false);
  });
});
