import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { createLogger, errorFields } from "./logger";

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

describe("errorFields", () => {
  it("names a database error and its code, never the values its message or Drizzle's wrapper quote", () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "user_email_unique": Key (email)=(ada@example.org)'), {
      name: "PostgresError",
      code: "23505",
    });
    const wrapped = new DrizzleQueryError("select * from session where token = $1", ["secret-token-hash", "ada@example.org"], driverError);
    for (const error of [driverError, wrapped]) {
      const fields = errorFields(error);
      expect(fields).toEqual({ error: error.name, code: "23505" });
      expect(JSON.stringify(fields)).not.toMatch(/ada@example\.org|secret-token-hash|session/);
    }
  });

  it("says unknown for a thrown value that is not an Error, and gives no code when there is none", () => {
    expect(errorFields("ada@example.org")).toEqual({ error: "unknown" });
    expect(errorFields(new TypeError("bad ada@example.org"))).toEqual({ error: "TypeError" });
  });
});
