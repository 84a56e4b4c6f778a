import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database";
import type { DatabaseHandle } from "./client";
import { prepareSelect } from "./prepared-select";
import { user } from "./schema";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values([
    { id: "prepared-1", name: "Anna Muster", email: "anna@example.org", emailVerified: true, image: null },
    { id: "prepared-2", name: "Bruno Beispiel", email: "bruno@example.org", emailVerified: false, image: "avatar.png" },
  ]);
});
afterAll(() => database.close());

/** A selection with a value of each kind a list statement reads: columns, decoded SQL, aliases, raw values and nulls. */
const everyKind = () =>
  database.db
    .select({
      id: user.id,
      verified: user.emailVerified,
      image: user.image,
      createdAt: user.createdAt,
      counted: sql`count(*) over ()`.mapWith(Number),
      day: sql<string>`date '2026-03-01'`,
      nothing: sql<null>`null`,
      shouted: sql<string>`upper(${user.name})`.as("shouted"),
    })
    .from(user)
    .where(sql`${user.id} like ${sql.placeholder("pattern")}`)
    .orderBy(user.id);

describe("prepareSelect", () => {
  it("gives the rows Drizzle's own mapping gives, decoded value by value", async () => {
    const ours = await prepareSelect(everyKind(), "prepared_select_test").execute({ pattern: "prepared-%" });
    const drizzles = await everyKind().prepare("prepared_select_drizzle").execute({ pattern: "prepared-%" });
    expect(ours).toEqual(drizzles);
    expect(ours).toHaveLength(2);
    expect(ours[0]).toMatchObject({ id: "prepared-1", verified: true, image: null, counted: 2, day: "2026-03-01", nothing: null, shouted: "ANNA MUSTER" });
    expect(ours[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("refuses a nested selection, which it cannot map", () => {
    expect(() => prepareSelect(database.db.select({ person: { id: user.id } }).from(user), "")).toThrow(/flat selections only; person\.id/);
  });
});
