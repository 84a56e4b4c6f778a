-- An event's changes since it was created, the calendar files' SEQUENCE: events from before start at 0.
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;
