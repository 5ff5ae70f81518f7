import { describe, expect, it } from "vitest";
import { regroupWhileTyping } from "./rupiah-typing";

describe("regroupWhileTyping", () => {
  it("groups plain digits and keeps the caret after the same digit", () => {
    expect(regroupWhileTyping("25000", 5)).toEqual({ text: "25.000", caret: 6 });
    expect(regroupWhileTyping("25.0000", 7)).toEqual({ text: "250.000", caret: 7 });
    // A digit typed in the middle of `1.000` (`1.5|000`): the caret stays after the 5.
    expect(regroupWhileTyping("1.5000", 3)).toEqual({ text: "15.000", caret: 2 });
  });

  it("regroups after a deletion, which can leave a short group", () => {
    expect(regroupWhileTyping("25.00", 5, "deleteContentBackward")).toEqual({ text: "2.500", caret: 5 });
    expect(regroupWhileTyping("2.000", 0, "deleteContentBackward")).toBeNull();
  });

  it("leaves alone what is not a plain amount yet, or already grouped", () => {
    for (const text of ["25.000", "25.000,", "25.000,00", "1.5", "1.5j", "25rb", "Rp 25000", "25,000", ""]) {
      expect(regroupWhileTyping(text, text.length), text).toBeNull();
    }
  });
});
