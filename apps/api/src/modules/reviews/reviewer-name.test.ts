import { describe, expect, it } from "vitest";
import { reviewerNameOf } from "./reviewer-name";

describe("reviewerNameOf", () => {
  it("shows the first name and the last name's initial", () => {
    expect(reviewerNameOf("Budi Santoso")).toBe("Budi S.");
    expect(reviewerNameOf("  siti  nur  aisyah ")).toBe("siti A.");
  });

  it("shows a single name whole, and 'Pembeli' for a blank one", () => {
    expect(reviewerNameOf("Budi")).toBe("Budi");
    expect(reviewerNameOf("   ")).toBe("Pembeli");
  });
});
