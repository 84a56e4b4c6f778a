import type { AssociationEvent } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { eventListingHtml, eventListingUnavailableHtml } from "./listing-html";

const event = (overrides: Partial<AssociationEvent> = {}): AssociationEvent => ({
  id: "6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f",
  title: "Airway workshop",
  date: "2026-03-05",
  startTime: "09:30",
  endTime: "14:00",
  endDate: null,
  cancelled: false,
  city: "Bern",
  venue: "Inselspital, Room 2",
  membersOnly: false,
  registration: "Sign up at the door",
  description: "A talk on triage.\nWith questions.",
  registrationOn: false,
  ...overrides,
});

/** The markup without its text: the tags and attributes, in order; the one attribute with the board's text (a name) emptied. */
const tags = (html: string) => (html.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/aria-label="[^"]*"/, 'aria-label=""'));

describe("the /events listing's HTML", () => {
  it("shows an event as the page always did: Swiss date, 12-hour times, place, registration, description, calendar file", () => {
    const html = eventListingHtml({ upcoming: [event()], past: [] }, "visitor");
    expect(html).toContain('<h2 id="upcoming-events-title"');
    expect(html).toContain('<h3 class="text-lg font-semibold break-words text-ink">Airway workshop</h3>');
    expect(html).toContain('<time dateTime="2026-03-05">05.03.2026</time>');
    expect(html).toContain('<time dateTime="2026-03-05T09:30">9:30am</time> to <time dateTime="2026-03-05T14:00">2pm</time>');
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

  it("links an event that takes registrations to the dashboard in the page's language, where members register (issue 41)", () => {
    expect(eventListingHtml({ upcoming: [event()], past: [] }, "visitor")).not.toContain("member-dashboard");
    const html = eventListingHtml({ upcoming: [event({ registrationOn: true })], past: [] }, "visitor", "de");
    expect(html).toMatch(/<a href="\/de\/member-dashboard" aria-label="Anmelden für Airway workshop im Dashboard"[^>]*>.*Anmelden<\/a>/);
  });

  it("escapes every text the board writes, so none of it can add markup, scripts or attributes", () => {
    const attack = `<script>alert(1)</script>" onmouseover="alert(2)' x='<img src=x onerror=alert(3)>&amp;`;
    const evil = event({ title: attack, city: attack, venue: attack, registration: attack, description: attack });
    const html = eventListingHtml({ upcoming: [evil], past: [evil] }, "visitor");
    expect(html).not.toMatch(/<script|<img|onmouseover="|onerror=alert\(3\)>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;alert(2)&#x27; x=&#x27;&lt;img src=x onerror=alert(3)&gt;&amp;amp;");
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
    expect(withPast.indexOf("Past events")).toBeLessThan(withPast.indexOf("Last year&#x27;s course"));
    expect(withPast.indexOf("No upcoming events")).toBeLessThan(withPast.indexOf("Past events"));
  });

  it("has a message and the calendar feed for when the events cannot be read", () => {
    const html = eventListingUnavailableHtml();
    expect(html).toContain('role="alert"');
    expect(html).toContain("The events could not be loaded.");
    expect(html).toContain('href="/events.ics"');
  });

  it("speaks the page's language: German terms and links, Swiss 24-hour times, the same dates and calendar files", () => {
    const html = eventListingHtml({ upcoming: [event({ membersOnly: true, registration: null, venue: null })], past: [event({ date: "2025-11-30" })] }, "visitor", "de");
    expect(html).toContain('<h2 id="upcoming-events-title"');
    expect(html).toContain(">Kommende Veranstaltungen</h2>");
    expect(html).toContain(">Vergangene Veranstaltungen</h2>");
    expect(html).toContain('<span class="sr-only">Datum</span>');
    expect(html).toContain('<time dateTime="2026-03-05">05.03.2026</time>');
    expect(html).toContain('<time dateTime="2026-03-05T09:30">09:30</time> bis <time dateTime="2026-03-05T14:00">14:00</time>');
    expect(html).toContain("Bern, Ort wird noch bekannt gegeben");
    expect(html).toContain(">Nur für Mitglieder</span>");
    expect(html).toContain('Nach dem Login sehen Mitglieder hier, wie sie sich anmelden können. <a href="/de/auth?next=%2Fde%2Fevents" class="link">Mitglieder-Login</a>');
    expect(html).toContain('<a href="/de/membership" class="link">Werden Sie Mitglied</a>, um an Veranstaltungen nur für Mitglieder teilzunehmen.');
    expect(html).toContain('aria-label="Zum Kalender hinzufügen: Airway workshop"');
    expect(html).toContain('href="/events/6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f.ics"');
    expect(html).not.toMatch(/Upcoming|Members only|Add to calendar|\dpm/);
    // The same markup as in English, only the words differ.
    const english = eventListingHtml({ upcoming: [event({ membersOnly: true, registration: null, venue: null })], past: [event({ date: "2025-11-30" })] }, "visitor");
    const withoutLinks = (text: string) => tags(text).map((tag) => tag.replace(/href="[^"]*"/, 'href=""'));
    expect(withoutLinks(html)).toEqual(withoutLinks(english));

    const unavailable = eventListingUnavailableHtml("it");
    expect(unavailable).toContain("Non è stato possibile caricare gli eventi.");
    expect(unavailable).toContain('<a href="/events.ics" class="link">si abboni al nostro feed del calendario</a>.');
  });

  it("shows an event over midnight or several days as one range of days and times, in each language's style (issue 41)", () => {
    const night = event({ date: "2025-11-30", startTime: "22:00", endDate: "2025-12-01", endTime: "02:00" });
    const range = (day: string, clock: string, endDay: string, endClock: string) =>
      `<time dateTime="${day}">${day.split("-").reverse().join(".")}</time>, <time dateTime="${day}T${night.startTime}">${clock}</time> – ` +
      `<time dateTime="${endDay}">${endDay.split("-").reverse().join(".")}</time>, <time dateTime="${endDay}T${night.endTime}">${endClock}</time>`;
    expect(eventListingHtml({ upcoming: [night], past: [] }, "visitor")).toContain(range("2025-11-30", "10pm", "2025-12-01", "2am"));
    for (const locale of ["de", "fr", "it"] as const) {
      const html = eventListingHtml({ upcoming: [night], past: [] }, "visitor", locale);
      expect(html).toContain(range("2025-11-30", "22:00", "2025-12-01", "02:00"));
    }
    // One detail says when: no separate times of a day that the range already names.
    expect(eventListingHtml({ upcoming: [night], past: [] }, "visitor", "de")).not.toContain(">Zeit<");
  });

  it("keeps a cancelled event listed, marked Cancelled in the page's language, and offers no registration (issue 41)", () => {
    const cancelled = event({ cancelled: true, registrationOn: true });
    const english = eventListingHtml({ upcoming: [cancelled], past: [] }, "member");
    expect(english).toContain(">Cancelled</span>");
    expect(english).toContain("This event has been cancelled.");
    expect(english).not.toContain("/member-dashboard");
    expect(english).toContain('href="/events/6f1c1d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f.ics"');
    expect(eventListingHtml({ upcoming: [cancelled], past: [] }, "visitor", "de")).toContain(">Abgesagt</span>");
    expect(eventListingHtml({ upcoming: [cancelled], past: [] }, "visitor", "fr")).toContain(">Annulé</span>");
    expect(eventListingHtml({ upcoming: [cancelled], past: [] }, "visitor", "it")).toContain(">Annullato</span>");
    expect(eventListingHtml({ upcoming: [event({ registrationOn: true })], past: [] }, "member")).not.toContain("Cancelled");
  });
});
