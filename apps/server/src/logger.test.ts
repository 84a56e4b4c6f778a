import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function sinks() {
  const writes: { to: "out" | "err"; text: string }[] = [];
  return { writes, out: { write: (text: string) => writes.push({ to: "out", text }) }, err: { write: (text: string) => writes.push({ to: "err", text }) } };
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const messages = (text: string) => text.trim().split("\n").map((line) => (JSON.parse(line) as { message: string }).message);

describe("createLogger", () => {
  it("writes the info lines of one turn of the event loop together, as JSON lines", async () => {
    const { writes, out, err } = sinks();
    const logger = createLogger({ out, err });
    logger.info("one", { status: 200 });
    logger.info("two");
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(messages(writes[0]!.text)).toEqual(["one", "two"]);
    expect(JSON.parse(writes[0]!.text.split("\n")[0]!)).toMatchObject({ level: "info", message: "one", status: 200 });
  });

  it("writes a warning or an error at once, after the info lines logged before it", () => {
    const { writes, out, err } = sinks();
    const logger = createLogger({ out, err });
    logger.info("request");
    logger.error("failed", { name: "Error" });
    expect(writes.map((write) => [write.to, messages(write.text)])).toEqual([
      ["out", ["request"]],
      ["err", ["failed"]],
    ]);
  });

  it("writes nothing when silent", async () => {
    const { writes, out, err } = sinks();
    const logger = createLogger({ silent: true, out, err });
    logger.info("quiet");
    logger.error("quiet");
    await nextTurn();
    expect(writes).toEqual([]);
  });
});
