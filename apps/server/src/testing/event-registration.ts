import { type EventInput, type RegistrationSettings, swissToday } from "@ssem/core";
import { sampleEvent, sampleRegistrationSettings } from "@ssem/core/samples";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox } from "../db/schema";
import type { SignedIn, TestApp } from "./test-app";

/** A Swiss date `days` from today. */
export function dayFromToday(days: number): string {
  const [year, month, day] = swissToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A members-only event 20 days from now. */
export const eventInput = (title: string): EventInput => ({ ...sampleEvent, title, date: dayFromToday(20), membersOnly: true });

/** The sample settings (registration on, two seats) with `overrides`. */
export const registrationSettings = (overrides: Partial<RegistrationSettings> = {}): RegistrationSettings => ({ ...sampleRegistrationSettings, ...overrides });

/** An event (`event` on top of eventInput's) that takes registrations with `overrides`, made and set by `admin` as the board does. */
export async function eventTakingRegistrations(
  t: TestApp,
  admin: SignedIn,
  title: string,
  overrides: Partial<RegistrationSettings> = {},
  event: Partial<EventInput> = {},
): Promise<string> {
  const created = await t.request("/api/admin/events", { json: { ...eventInput(title), ...event }, cookie: admin.cookie });
  const { id } = (await created.json()) as { id: string };
  const set = await t.request(`/api/admin/events/${id}/registration`, { method: "PUT", json: registrationSettings(overrides), cookie: admin.cookie });
  expect(set.status, await set.clone().text()).toBe(200);
  return id;
}

/** The mails queued to an address, newest first. */
export const mailsTo = (t: TestApp, email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
