import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  const body = robotsTxt("https://lapak.id/");
  const rules = body.split("\n");

  it("lets crawlers read the public pages", () => {
    expect(rules.slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
  });

  it("keeps crawlers out of signed-in areas and the buyer's private pages", () => {
    for (const path of [
      "/dashboard$",
      "/dashboard/",
      "/admin/",
      "/onboard/",
      "/checkout/",
      "/payment/",
      "/my-order/",
    ]) {
      expect(rules).toContain(`Disallow: ${path}`);
    }
  });

  it("blocks only those areas, not storefronts whose names start alike", () => {
    const disallowed = rules.filter((rule) => rule.startsWith("Disallow: ")).map((rule) => rule.slice(10));
    const blocked = (path: string) =>
      disallowed.some((rule) => (rule.endsWith("$") ? path === rule.slice(0, -1) : path.startsWith(rule)));
    for (const path of ["/dashboard", "/dashboard/sales", "/admin/withdrawals", "/payment/0192", "/my-order/0192"]) {
      expect(blocked(path), path).toBe(true);
    }
    for (const path of ["/", "/help", "/blog/tips", "/demo", "/dashboardku", "/payment_id/e-book", "/adminah"]) {
      expect(blocked(path), path).toBe(false);
    }
  });

  it("names the sitemap with an absolute URL from APP_URL", () => {
    expect(rules).toContain("Sitemap: https://lapak.id/sitemap.xml");
    expect(robotsTxt("http://127.0.0.1:3380")).toContain("Sitemap: http://127.0.0.1:3380/sitemap.xml\n");
  });
});
