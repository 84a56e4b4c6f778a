import type { APIRequestContext, Browser } from "@playwright/test";
import type { EventInput } from "@ssem/core";
import { sampleEvent, sampleRegistrationSettings } from "@ssem/core/samples";
import { e2eAdmin } from "../playwright.config";
import { expect } from "./fixtures";
import { createPaidMember } from "./fee-payment";
import { signInAs, uniqueEmail } from "./session";

export const memberPassword = "secret1";
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Runs `use` with a page signed in as the e2e admin, for the board's API calls. */
export async function asBoard<T>(
  browser: Browser,
  baseURL: string,
  use: (request: APIRequestContext, headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  try {
    return await use(page.request, { origin: new URL(baseURL).origin });
  } finally {
    await context.close();
  }
}

/** An upcoming event (`event` on top of a members-only one in 14 days) that takes registrations for `capacity` seats, made and set through the admin API. */
export function eventTakingRegistrations(browser: Browser, baseURL: string, title: string, capacity: number, event: Partial<EventInput> = {}): Promise<string> {
  return asBoard(browser, baseURL, async (request, headers) => {
    const created = await request.post("/api/admin/events", { headers, data: { ...sampleEvent, title, date: dayFromToday(14), membersOnly: true, ...event } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const set = await request.put(`/api/admin/events/${id}/registration`, { headers, data: { ...sampleRegistrationSettings, capacity } });
    expect(set.status(), await set.text()).toBe(200);
    return id;
  });
}

/** The board moves an event to another day, as when a course is rescheduled: here, to its day or past it. */
export function moveEvent(browser: Browser, baseURL: string, id: string, title: string, date: string) {
  return asBoard(browser, baseURL, async (request, headers) => {
    const moved = await request.put(`/api/admin/events/${id}`, { headers, data: { ...sampleEvent, title, date, membersOnly: true } });
    expect(moved.status(), await moved.text()).toBe(200);
  });
}

export async function newMember(request: APIRequestContext, baseURL: string, label: string) {
  const email = uniqueEmail(label);
  await createPaidMember(request, baseURL, email, memberPassword);
  return email;
}
