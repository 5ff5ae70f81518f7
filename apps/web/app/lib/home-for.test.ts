import { describe, expect, it } from "vitest";
import { homeFor } from "./home-for";

describe("homeFor", () => {
  it("lands an admin in the admin screens, not in seller onboarding", () => {
    expect(homeFor({ role: "admin", profileComplete: false })).toBe("/admin/activations");
    expect(homeFor({ role: "admin", profileComplete: true })).toBe("/admin/activations");
  });

  it("sends a seller to onboarding until the profile is complete, then to the dashboard", () => {
    expect(homeFor({ role: "seller", profileComplete: false })).toBe("/onboard/profile");
    expect(homeFor({ role: "seller", profileComplete: true })).toBe("/dashboard");
  });

  it("goes back to the page that asked for sign-in, for anyone", () => {
    expect(homeFor({ role: "admin", profileComplete: false }, "/admin/blogs")).toBe("/admin/blogs");
    expect(homeFor({ role: "seller", profileComplete: true }, "https://jahat.example")).toBe("/dashboard");
  });
});
