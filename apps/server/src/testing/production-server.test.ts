import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productionServerArgs } from "./production-server";

const serverDir = path.resolve(import.meta.dirname, "../..");

describe("the production server's command", () => {
  it("is the start script's: node's flags (ADR 019's heap settings among them), then the bundle", () => {
    const args = productionServerArgs();
    expect(args.at(-1)).toBe(path.join(serverDir, "dist/server/index.js"));
    // Source maps cost 15-18 MB held for the process's life (ADR 038); the log never prints a stack.
    expect(args).not.toContain("--enable-source-maps");
    expect(args).toContain("--heap-growing-percent=50");
  });

  it("is what the systemd unit in docs/deploy starts, so a deployment runs with the measured flags", () => {
    const unit = fs.readFileSync(path.join(serverDir, "../../docs/deploy/ssem@.service"), "utf8");
    const [node, ...args] = /^ExecStart=(.+)$/m.exec(unit)![1]!.trim().split(/\s+/);
    expect(node).toMatch(/\/node$/);
    // The unit runs in apps/server (WorkingDirectory), so its bundle path is relative to it.
    expect([...args.slice(0, -1), path.join(serverDir, args.at(-1)!)]).toEqual(productionServerArgs());
  });
});
