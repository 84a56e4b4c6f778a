/** The association's events, listed on /events in this order. */
export type AssociationEvent = {
  title: string;
  description: string;
  /** Local Swiss date and times ("YYYY-MM-DD", "HH:MM"), so the page reads the same in every time zone. */
  date: string;
  startTime: string;
  endTime: string;
  city: string;
  /** null while the venue is still to be announced. */
  venue: string | null;
  membersOnly: boolean;
  registration: string;
};

// Past events are removed by hand: the page is prerendered, so filtering by today's date would
// make the built HTML and the browser disagree.
export const events: AssociationEvent[] = [
  {
    title: "First get-together",
    description:
      "Our first get-together: meet the board and other members, hear what the association has planned and tell us what you would like to see. An informal afternoon for getting to know each other.",
    date: "2025-11-30",
    startTime: "14:00",
    endTime: "18:00",
    city: "Zürich",
    venue: null,
    membersOnly: true,
    registration: "Registration via the member WhatsApp group",
  },
];

export const eventsIntro =
  "Get-togethers, talks and hands-on sessions for students who are interested in emergency medicine. Some events are open to members only; members find the registration details in our member channels.";
