import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { invoices, mailOutbox } from "../../db/schema";
import { issueInvoices } from "../../fees/invoices";
import { testBillingEnv } from "../../testing/billing-env";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function openInvoice(app: TestApp) {
  const member = await app.createUser({ studentType: "student" });
  const [invoice] = await issueInvoices(app.db, app.env.billing, {
    userIds: [member.userId],
    year: 2027,
    issuedOn: "2027-01-04",
  });
  return invoice!;
}

describe("POST /api/dev/housekeeping", () => {
  it("runs the fee reminders as of the moment given, for a request from this machine", async () => {
    t = await createTestApp({ NODE_ENV: "development" });
    const invoice = await openInvoice(t);
    const response = await t.request("/api/dev/housekeeping", {
      json: { now: "2027-02-04T08:00:00Z" },
      from: "127.0.0.1",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      firstReminders: 1,
      secondReminders: 0,
    });
    const [stamped] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stamped!.firstReminderAt).toEqual(new Date("2027-02-04T08:00:00Z"));
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, invoice.billedEmail!))).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Reminder: invoice 2027-\d{6}, membership fee 2027 /),
    ]);
  });

  it("is not there for a stranger (404), refuses a moment that is not one (400), and does not exist in production or with SMTP", async () => {
    t = await createTestApp({ NODE_ENV: "development" });
    await openInvoice(t);
    for (const now of ["2027-02-04T08:00:00Z", "next month"])
      expect(
        (
          await t.request("/api/dev/housekeeping", {
            json: { now },
            from: "203.0.113.9",
          })
        ).status,
      ).toBe(404);
    expect(
      (
        await t.request("/api/dev/housekeeping", {
          json: { now: "next month" },
          from: "127.0.0.1",
        })
      ).status,
    ).toBe(400);
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
    await t.close();

    for (const overrides of [
      {
        NODE_ENV: "production",
        SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
        SMTP_URL: "smtp://127.0.0.1:2525",
        PUBLIC_URL: "https://members.example.org",
        ...testBillingEnv,
      },
      { NODE_ENV: "development", SMTP_URL: "smtp://127.0.0.1:2525" },
    ]) {
      t = await createTestApp(overrides);
      await openInvoice(t);
      const response = await t.request("/api/dev/housekeeping", {
        json: { now: "2027-02-04T08:00:00Z" },
        from: "127.0.0.1",
      });
      expect(response.status).toBe(404);
      expect(await t.db.select().from(mailOutbox)).toEqual([]);
      await t.close();
    }
    t = undefined;
  });
});
