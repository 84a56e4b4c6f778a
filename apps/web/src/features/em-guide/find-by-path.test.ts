import { describe, expect, it } from "vitest";
import { findByPath } from "./find-by-path";

const entries = [{ path: "/a/one" }, { path: "/a/two" }];

describe("findByPath", () => {
  it("finds the entry of a path, with or without a trailing slash", () => {
    expect(findByPath(entries, "/a/two")).toBe(entries[1]);
    expect(findByPath(entries, "/a/two/")).toBe(entries[1]);
  });

  it("finds the same entry under a language prefix", () => {
    expect(findByPath(entries, "/de/a/two")).toBe(entries[1]);
    expect(findByPath(entries, "/it/a/one/")).toBe(entries[0]);
  });

  it("fails loudly for a path without content", () => {
    expect(() => findByPath(entries, "/a/three")).toThrow("No content for /a/three");
  });
});
