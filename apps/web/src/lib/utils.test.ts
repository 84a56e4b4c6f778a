import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("joins the classes it is given and leaves out what is false or empty", () => {
    const hidden = false;
    expect(cn("flex p-6", hidden && "hidden", undefined, ["gap-2", { "text-ink": true, "text-ink-muted": hidden }], "")).toBe("flex p-6 gap-2 text-ink");
  });

  it("keeps both classes of a conflict: an override is marked important instead (p-5! against p-6)", () => {
    expect(cn("flex flex-col p-6", "flex-row! p-5!")).toBe("flex flex-col p-6 flex-row! p-5!");
  });
});
