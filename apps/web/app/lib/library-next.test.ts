import { describe, expect, it } from "vitest";
import { learningPage, libraryNext, paths } from "./paths";

const tx = "01a2361f-9529-772c-be14-962b608903f6";
const lesson = "01a2361f-9529-772c-be14-962b608903f7";

describe("libraryNext", () => {
  it("keeps a library course, lesson or session page", () => {
    expect(libraryNext(`/my-library/sessions/${tx}`)).toBe(`/my-library/sessions/${tx}`);
    expect(libraryNext(`/my-library/courses/${tx}`)).toBe(`/my-library/courses/${tx}`);
    expect(libraryNext(`/my-library/courses/${tx}/lessons/${lesson}`)).toBe(
      `/my-library/courses/${tx}/lessons/${lesson}`,
    );
  });

  it("keeps a membership's page and the pages of a course it includes", () => {
    for (const page of [
      `/my-library/memberships/${tx}`,
      `/my-library/memberships/${tx}/courses/${lesson}`,
      `/my-library/memberships/${tx}/courses/${lesson}/lessons/${lesson}`,
    ]) {
      expect(libraryNext(page)).toBe(page);
    }
    expect(libraryNext(`/my-library/memberships/${tx}/courses/${lesson}/../../dashboard`)).toBeNull();
    expect(libraryNext(`/my-library/memberships/${tx}/lessons/${lesson}`)).toBeNull();
  });

  it("drops every other destination, so sign-in never redirects off the library", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/my-library/courses/x",
      "//evil.example",
      "/dashboard",
      `/my-library/courses/${tx}/../../dashboard`,
      `/my-library/courses/${tx}?x=1`,
      `/my-library/sessions/${tx}/../../dashboard`,
      "/my-library/courses/%2F%2Fevil.example",
    ]) {
      expect(libraryNext(value)).toBeNull();
    }
  });

  it("carries it through the sign-in URL", () => {
    expect(paths.library.signIn("a@b.id", `/my-library/courses/${tx}`)).toBe(
      `/my-library/sign-in?step=code&email=a%40b.id&next=%2Fmy-library%2Fcourses%2F${tx}`,
    );
    expect(paths.library.signIn()).toBe("/my-library/sign-in");
  });
});

describe("learningPage", () => {
  it("names a bought course by its order and an included one by its membership", () => {
    const bought = { transactionId: tx, membershipId: null, product: { id: lesson } };
    const included = { transactionId: tx, membershipId: lesson, product: { id: tx } };
    expect(learningPage(bought)).toBe(`/my-library/courses/${tx}`);
    expect(learningPage(bought, lesson)).toBe(`/my-library/courses/${tx}/lessons/${lesson}`);
    expect(learningPage(included)).toBe(`/my-library/memberships/${lesson}/courses/${tx}`);
    expect(learningPage(included, lesson)).toBe(`/my-library/memberships/${lesson}/courses/${tx}/lessons/${lesson}`);
  });
});
