import { describe, expect, it } from "vitest";
import { visibleErrors } from "./use-field-errors";

describe("visibleErrors", () => {
  it("hides an action's error once its field is edited", () => {
    const errors = ["Judul minimal 3 karakter"];
    expect(visibleErrors(errors, undefined)).toEqual(errors);
    expect(visibleErrors(errors, errors)).toBeUndefined();
  });

  it("shows the next answer's errors again, even in the same words", () => {
    const edited = ["Harga wajib diisi"];
    const nextAnswer = ["Harga wajib diisi"];
    expect(visibleErrors(nextAnswer, edited)).toEqual(["Harga wajib diisi"]);
  });
});
