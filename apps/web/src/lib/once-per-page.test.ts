import { describe, expect, it } from "vitest";
import { oncePerPage } from "./once-per-page";

describe("oncePerPage", () => {
  it("acts once per key and gives every caller the first call's result", async () => {
    let calls = 0;
    const act = async () => (calls += 1);
    const [first, second] = await Promise.all([oncePerPage("token-a", act), oncePerPage("token-a", act)]);
    expect([first, second, calls]).toEqual([1, 1, 1]);
    expect(await oncePerPage("token-b", act)).toBe(2);
  });

  it("hands a failure to every caller without acting again", async () => {
    let calls = 0;
    const act = async () => {
      calls += 1;
      throw new Error("link expired");
    };
    await expect(oncePerPage("token-c", act)).rejects.toThrow("link expired");
    await expect(oncePerPage("token-c", act)).rejects.toThrow("link expired");
    expect(calls).toBe(1);
  });
});
