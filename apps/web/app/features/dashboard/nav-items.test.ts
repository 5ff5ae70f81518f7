import { describe, expect, it } from "vitest";
import { paths } from "~/lib/paths";
import { ADMIN_NAV_ITEMS, NAV_ITEMS, navigationFor } from "./nav-items";

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe("the dashboard frame's navigation", () => {
  it("gives an admin page the admin's own menu and bottom bar, and one way back to the seller's", () => {
    const nav = navigationFor("admin", true);
    expect(labels(nav.items)).toEqual(labels(ADMIN_NAV_ITEMS));
    for (const item of [...nav.items, ...nav.bottom]) expect(labels(NAV_ITEMS)).not.toContain(item.label);
    expect(nav.bottom).toHaveLength(5);
    expect(nav.bottom.every((item) => item.to.startsWith("/admin"))).toBe(true);
    expect(nav.switchTo).toMatchObject({ to: paths.dashboard.home, label: "Dasbor Penjual" });
    // The bottom bar's short labels are Indonesian too (DASHBOARD-UX §0 "Words").
    for (const item of nav.bottom) expect(item.short ?? item.label).not.toMatch(/refund/i);
  });

  it("keeps the admin's screens out of the seller's menu: an admin gets one link to them", () => {
    const nav = navigationFor("seller", true);
    expect(labels(nav.items)).toEqual(labels(NAV_ITEMS));
    expect(nav.switchTo).toMatchObject({ to: paths.admin.activations, label: "Panel Admin" });
    expect(navigationFor("seller", false).switchTo).toBeNull();
  });
});
