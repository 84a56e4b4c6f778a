import { m } from "@ssem/core";
import { page } from "./texts";

export const eventsTexts = page("/events", m.page_events_title, m.page_events_description);
