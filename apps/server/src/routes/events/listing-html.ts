import {
  type AssociationEvent,
  EVENTS_FEED_PATH,
  type EventList,
  eventCalendarPath,
  eventLocation,
  formatClockTime,
  formatEventDate,
  MEMBERS_ONLY_LABEL,
  signInPathFrom,
} from "@ssem/core";
import { escapeHtml } from "../../web/html";

// The /events listing as the server writes it into the prerendered page (ADR 017): the one place
// of its markup. It needs no JavaScript: its only controls are links. The web app's stylesheet
// scans this file (`@source` in apps/web/src/app/app.css), so every class here is generated; they
// are the classes of the web's Card, Badge and outline button.

// Lucide's icons (as lucide-react renders them), with the classes the page gives them.
const svg = (name: string, className: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} ${className}" aria-hidden="true">${body}</svg>`;
const detailIcon = "mt-0.5 size-5 shrink-0 text-accent";
const icons = {
  calendarDays: svg(
    "calendar-days",
    detailIcon,
    '<path d="M8 2v3"></path><path d="M16 2v3"></path><rect x="3" y="3" width="18" height="18" rx="2"></rect><path d="M3 9h18"></path><path d="M8 13h.01"></path><path d="M12 13h.01"></path><path d="M16 13h.01"></path><path d="M8 17h.01"></path><path d="M12 17h.01"></path><path d="M16 17h.01"></path>',
  ),
  clock: svg("clock", detailIcon, '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>'),
  mapPin: svg(
    "map-pin",
    detailIcon,
    '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>',
  ),
  messageCircle: svg(
    "message-circle",
    detailIcon,
    '<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"></path>',
  ),
};
const calendarPlusBody =
  '<path d="M16 18h6"></path><path d="M16 2v3"></path><path d="M19 15v6"></path><path d="M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3"></path><path d="M3 9h18"></path><path d="M8 2v3"></path>';

const outlineButton =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold no-underline transition-colors border border-slate-300 bg-white text-ink hover:bg-slate-100 h-9 px-3 text-sm";
const membersOnlyBadge =
  "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset bg-accent-soft text-red-800 ring-red-200";

// The icon inside the term: a group of a <dl> may hold only <dt> and <dd>.
const detail = (icon: string, term: string, content: string) =>
  `<div class="flex gap-3"><dt>${icon}<span class="sr-only">${term}</span></dt><dd class="min-w-0 break-words">${content}</dd></div>`;

/** How to register: the note, or for a members-only event whose note this viewer may not read, where members find it. */
const registration = (event: AssociationEvent) =>
  event.registration === null
    ? `Members see how to register here when signed in. <a href="${escapeHtml(signInPathFrom("/events"))}" class="link">Member Login</a>`
    : escapeHtml(event.registration);

/** One event: title, members-only badge, date, times (local Swiss times), place, registration, description, "Add to calendar". */
function eventItem(event: AssociationEvent): string {
  const title = escapeHtml(event.title);
  const time = (clock: string) => `<time datetime="${escapeHtml(`${event.date}T${clock}`)}">${escapeHtml(formatClockTime(clock))}</time>`;
  return [
    "<article>",
    `<div class="flex flex-wrap items-center gap-x-3 gap-y-2"><h3 class="text-lg font-semibold break-words text-ink">${title}</h3>`,
    event.membersOnly ? `<span class="${membersOnlyBadge}">${MEMBERS_ONLY_LABEL}</span>` : "",
    "</div>",
    '<dl class="mt-4 grid max-w-3xl gap-3 sm:grid-cols-2">',
    detail(icons.calendarDays, "Date", `<time datetime="${escapeHtml(event.date)}">${escapeHtml(formatEventDate(event.date))}</time>`),
    detail(icons.clock, "Time", `${time(event.startTime)} to ${time(event.endTime)}`),
    detail(icons.mapPin, "Location", escapeHtml(eventLocation(event))),
    event.registration === "" ? "" : detail(icons.messageCircle, "Registration", registration(event)),
    "</dl>",
    event.description ? `<p class="prose-text mt-4 whitespace-pre-line text-ink-muted">${escapeHtml(event.description)}</p>` : "",
    // A file, not a page: the browser hands it to the calendar app. Named by aria-label: a visually
    // hidden span made Chromium read "Add to calendar : title", with a stray space.
    `<div class="mt-4 flex flex-wrap gap-2"><a href="${escapeHtml(eventCalendarPath(event.id))}" aria-label="Add to calendar: ${title}" class="${outlineButton}">`,
    svg("calendar-plus", "size-4", calendarPlusBody),
    "Add to calendar</a></div>",
    "</article>",
  ].join("");
}

const rows = (events: AssociationEvent[]) =>
  `<ul class="divide-y divide-border">${events.map((event) => `<li class="px-6 py-6">${eventItem(event)}</li>`).join("")}</ul>`;

/** A card with its title as the region's name (the web's Card and CardTitle). */
const card = (id: string, title: string, content: string) =>
  `<div role="region" aria-labelledby="${id}" class="flex flex-col rounded-lg border border-border bg-surface shadow-sm overflow-hidden p-0">` +
  `<h2 id="${id}" class="font-semibold leading-snug text-ink border-b border-border px-6 py-4 text-xl">${title}</h2>${content}</div>`;

const feedNote =
  `<p class="flex items-start gap-3 text-ink-muted">${svg("calendar-plus", detailIcon, calendarPlusBody)}<span>Never miss an event: ` +
  `<a href="${EVENTS_FEED_PATH}" class="link">Subscribe</a> to our calendar in Google Calendar, Apple Calendar or Outlook ` +
  "(add the link's address as a calendar subscription), or use &ldquo;Add to calendar&rdquo; on a single event.</span></p>";

const listing = (upcomingCard: string, after = "") => `<div class="flex flex-col gap-8">${upcomingCard}${feedNote}${after}</div>`;

/**
 * The listing for one viewer: Upcoming Events (today and later, soonest first), the calendar feed,
 * then Past events. `lists` is what GET /api/events sends that viewer (visibleEvents), so a
 * visitor reads where members find a members-only event's registration note, and a member the note.
 * A visitor (anyone who may not read members' details) is also invited to become a member.
 */
export function eventListingHtml({ upcoming, past }: EventList, viewer: "member" | "visitor"): string {
  const upcomingContent =
    upcoming.length > 0
      ? rows(upcoming)
      : '<p class="px-6 py-6 text-ink-muted">No upcoming events at the moment. New dates will be announced here.</p>';
  // Members are not asked to become one.
  const joinNote = viewer === "visitor" && upcoming.some((event) => event.membersOnly)
    ? '<p class="border-t border-border bg-muted px-6 py-4 text-sm text-ink-muted">Not a member yet? <a href="/membership" class="link">Become a member</a> to join members-only events.</p>'
    : "";
  const pastCard = past.length > 0 ? card("past-events-title", "Past events", rows(past)) : "";
  return listing(card("upcoming-events-title", "Upcoming Events", upcomingContent + joinNote), pastCard);
}

/** What the page shows in the listing's place when the events cannot be read: the page itself still works. */
export function eventListingUnavailableHtml(): string {
  return listing(
    card(
      "upcoming-events-title",
      "Upcoming Events",
      '<div role="alert" class="px-6 py-6"><p class="font-medium text-destructive">The events could not be loaded.</p>' +
        `<p class="mt-1 text-ink-muted">Please reload the page in a moment, or <a href="${EVENTS_FEED_PATH}" class="link">subscribe to our calendar feed</a>.</p></div>`,
    ),
  );
}
