/** The /events page's introduction; the events themselves are the board's data (GET /api/events). */
export const eventsIntro =
  "Get-togethers, talks and hands-on sessions for students who are interested in emergency medicine. Some events are open to members only; members find the registration details in our member channels.";
