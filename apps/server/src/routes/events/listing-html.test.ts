import type { AssociationEvent } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { eventListingHtml, eventListingUnavailableHtml } from "./listing-html";

const event = (overrides: Partial<AssociationEvent> = {}): AssociationEvent => ({
  id: "6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f",
  title: "Airway workshop",
  date: "2026-03-05",
  startTime: "09:30",
  endTime: "14:00",
  city: "Bern",
  venue: "Inselspital, Room 2",
  membersOnly: false,
  registration: "Sign up at the door",
  description: "A talk on triage.\nWith questions.",
  ...overrides,
});

/** The markup without its text: the tags and attributes, in order; the one attribute with the board's text (a name) emptied. */
const tags = (html: string) => (html.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/aria-label="[^"]*"/, 'aria-label=""'));

describe("the /events listing's HTML", () => {
  it("shows an event as the page always did: Swiss date, 12-hour times, place, registration, description, calendar file", () => {
    const html = eventListingHtml({ upcoming: [event()], past: [] }, "visitor");
    expect(html).toContain('<h2 id="upcoming-events-title"');
    expect(html).toContain('<h3 class="text-lg font-semibold break-words text-ink">Airway workshop</h3>');
    expect(html).toContain('<time datetime="2026-03-05">05.03.2026</time>');
    expect(html).toContain('<time datetime="2026-03-05T09:30">9:30am</time> to <time datetime="2026-03-05T14:00">2pm</time>');
    expect(html).toContain("Bern, Inselspital, Room 2");
    expect(html).toContain("Sign up at the door");
    expect(html).toContain("A talk on triage.\nWith questions.");
    expect(html).toContain('href="/events/6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f.ics"');
    expect(html).toContain('aria-label="Add to calendar: Airway workshop"');
    expect(html).toContain('href="/events.ics"');
    expect(html).not.toContain("Members only");
    expect(html).not.toContain("Past events");
    expect(html).not.toContain("<script");
  });

  it("escapes every text the board writes, so none of it can add markup, scripts or attributes", () => {
    const attack = `<script>alert(1)</script>" onmouseover="alert(2)' x='<img src=x onerror=alert(3)>&amp;`;
    const evil = event({ title: attack, city: attack, venue: attack, registration: attack, description: attack });
    const html = eventListingHtml({ upcoming: [evil], past: [evil] }, "visitor");
    expect(html).not.toMatch(/<script|<img|onmouseover="|onerror=alert\(3\)>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;alert(2)&#39; x=&#39;&lt;img src=x onerror=alert(3)&gt;&amp;amp;");
    // The same tags and attributes as for a harmless event: the text added none, and ended no attribute value.
    const plain = event();
    expect(tags(html)).toEqual(tags(eventListingHtml({ upcoming: [plain], past: [plain] }, "visitor")));
  });

  it("tells a visitor where members find a members-only event's registration, and shows a member the note", () => {
    const forVisitors = eventListingHtml({ upcoming: [event({ membersOnly: true, registration: null })], past: [] }, "visitor");
    expect(forVisitors).toContain(">Members only</span>");
    expect(forVisitors).toContain('Members see how to register here when signed in. <a href="/auth?next=%2Fevents" class="link">Member Login</a>');
    expect(forVisitors).toContain('<a href="/membership" class="link">Become a member</a> to join members-only events.');

    const forMembers = eventListingHtml({ upcoming: [event({ membersOnly: true, registration: "Ask in the member WhatsApp group" })], past: [] }, "member");
    expect(forMembers).toContain("Ask in the member WhatsApp group");
    expect(forMembers).not.toContain("Members see how to register");
    // A member is not asked to become one.
    expect(forMembers).not.toContain("Not a member yet?");
  });

  it("leaves out an empty registration note and description", () => {
    const html = eventListingHtml({ upcoming: [event({ registration: "", description: "" })], past: [] }, "visitor");
    expect(html).not.toContain(">Registration</dt>");
    expect(html).not.toContain("prose-text");
  });

  it("says so when nothing is coming up, and lists past events in a card of their own", () => {
    const empty = eventListingHtml({ upcoming: [], past: [] }, "visitor");
    expect(empty).toContain("No upcoming events at the moment. New dates will be announced here.");
    expect(empty).not.toContain("Past events");
    expect(empty).not.toContain("Become a member");

    const withPast = eventListingHtml({ upcoming: [], past: [event({ title: "Last year's course", date: "2025-11-30" })] }, "visitor");
    expect(withPast).toContain('<h2 id="past-events-title"');
    expect(withPast.indexOf("Past events")).toBeLessThan(withPast.indexOf("Last year&#39;s course"));
    expect(withPast.indexOf("No upcoming events")).toBeLessThan(withPast.indexOf("Past events"));
  });

  it("has a message and the calendar feed for when the events cannot be read", () => {
    const html = eventListingUnavailableHtml();
    expect(html).toContain('role="alert"');
    expect(html).toContain("The events could not be loaded.");
    expect(html).toContain('href="/events.ics"');
  });
});
