import { describe, expect, it } from "vitest";
import { findByPath } from "./find-by-path";

const entries = [{ path: "/a/one" }, { path: "/a/two" }];

describe("findByPath", () => {
  it("finds the entry of a path, with or without a trailing slash", () => {
    expect(findByPath(entries, "/a/two")).toBe(entries[1]);
    expect(findByPath(entries, "/a/two/")).toBe(entries[1]);
  });

  it("finds the English entry of a page in another language", () => {
    expect(findByPath(entries, "/fr/a/one")).toBe(entries[0]);
    expect(findByPath(entries, "/it/a/two/")).toBe(entries[1]);
  });

  it("fails loudly for a path without content", () => {
    expect(() => findByPath(entries, "/a/three")).toThrow("No content for /a/three");
  });
});
