import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarketingConsentBox } from "./components/marketing-consent-box";
import { marketingConsentFrom, marketingConsentLabel } from "./marketing-consent";

const render = (checked?: boolean) =>
  renderToStaticMarkup(createElement(MarketingConsentBox, { store: "Toko Sari", checked }));

describe("the checkout's marketing consent (UU PDP: never presumed)", () => {
  it("is an unticked checkbox naming the store, inside its label", () => {
    const html = render();
    const input = html.match(/<input[^>]*>/)?.[0] ?? "";
    expect(input).toContain('type="checkbox"');
    expect(input).toContain('name="marketingConsent"');
    expect(input).toContain('value="1"');
    expect(input).not.toContain("checked");
    expect(html).toMatch(/^<label[^>]*><input[^>]*>.*Saya mau menerima kabar dan penawaran dari Toko Sari.*<\/label>$/);
  });

  it("stays ticked after a failed submit only when the buyer ticked it", () => {
    expect(render(true)).toContain('checked=""');
    expect(render(false)).not.toContain("checked");
  });

  it("reads the post: only the ticked box's value is consent", () => {
    const form = (entries: [string, string][]) => {
      const data = new FormData();
      for (const [key, value] of entries) data.append(key, value);
      return data;
    };
    expect(marketingConsentFrom(form([["name", "Budi"]]))).toBe(false);
    expect(marketingConsentFrom(form([["marketingConsent", "1"]]))).toBe(true);
    expect(marketingConsentFrom(form([["marketingConsent", "on"]]))).toBe(false);
    expect(marketingConsentLabel("Kelas Foto")).toBe("Saya mau menerima kabar dan penawaran dari Kelas Foto");
  });
});
