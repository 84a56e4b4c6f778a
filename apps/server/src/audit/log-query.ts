import {
  AUDIT_LOG_TIME_ZONE,
  type AuditAction,
  type AuditLogEntry,
  type AuditParty,
  auditActionTexts,
  type auditLogFiltersSchema,
  auditPartyName,
  auditSentence,
} from "@ssem/core";
import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../db/client";
import { auditLog, events, profiles } from "../db/schema";
import { matchesSearch, searchPatterns } from "../db/text-search";

export type AuditLogFilters = z.output<typeof auditLogFiltersSchema>;

const actor = alias(profiles, "actor");
const subject = alias(profiles, "subject");
type Person = typeof actor | typeof subject;

/** A person's name as the log shows it now: from their profile, or their address if they gave no name. */
const nameOf = (person: Person) => sql<string | null>`nullif(trim(coalesce(${person.firstName}, '') || ' ' || coalesce(${person.lastName}, '')), '')`;

/** The person filter: their id, or part of their name or address, as typed or in the search spelling (the member search's text, ADR 018, 021). */
function personIs(column: typeof auditLog.actorId | typeof auditLog.subjectUserId, person: Person, text: string) {
  const { pattern, foldedPattern } = searchPatterns(text);
  return or(eq(column, text), matchesSearch(person.searchText, pattern, foldedPattern));
}

/** Midnight at the start of a Swiss day ("YYYY-MM-DD"), or `days` later, as a moment. */
const swissMidnight = (day: string, days = 0) => sql`((${day}::date + ${days}::int)::timestamp at time zone ${AUDIT_LOG_TIME_ZONE})`;

function conditions({ action, actor: actorText, subject: subjectText, from, to }: AuditLogFilters): SQL | undefined {
  return and(
    action ? eq(auditLog.action, action) : undefined,
    actorText ? personIs(auditLog.actorId, actor, actorText) : undefined,
    subjectText ? personIs(auditLog.subjectUserId, subject, subjectText) : undefined,
    from ? sql`${auditLog.at} >= ${swissMidnight(from)}` : undefined,
    to ? sql`${auditLog.at} < ${swissMidnight(to, 1)}` : undefined,
  );
}

/** The log's rows with today's names and event titles; a removed person or a deleted event joins nothing. */
function entriesSelect(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      details: auditLog.details,
      actorName: nameOf(actor),
      actorEmail: actor.email,
      subjectName: nameOf(subject),
      subjectEmail: subject.email,
      eventTitle: events.title,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .leftJoin(events, sql`${events.id}::text = ${auditLog.details}->>'eventId'`)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id));
}

type Row = Awaited<ReturnType<typeof entriesSelect>>[number];

function toEntry(row: Row): AuditLogEntry {
  const action: AuditAction = row.action;
  const known = (name: string | null): AuditParty | null => (name === null ? null : { kind: "person", name });
  const actor: AuditParty = auditActionTexts[action].by === "housekeeping" ? { kind: "housekeeping" } : (known(row.actorName ?? row.actorEmail) ?? { kind: "removed" });
  const subject = known(row.subjectName ?? row.subjectEmail) ?? (auditActionTexts[action].aboutPerson ? { kind: "removed" } : null);
  // An event that still exists is named as it is called today; a deleted one by the title stored with the entry.
  // Its id stays in the database: the title names it.
  const { eventId: _eventId, ...stored } = row.eventTitle === null ? row.details : { ...row.details, title: row.eventTitle };
  // Written by recordAudit in its action's shape (AuditDetails), or an older subset of it.
  const details = stored as AuditLogEntry["details"];
  return {
    id: row.id,
    at: row.at.toISOString(),
    action,
    actor,
    subject,
    details,
    actorName: auditPartyName(actor, "en"),
    subjectName: subject && auditPartyName(subject, "en"),
    sentence: auditSentence(action, { actor, subject, details }, "en"),
  };
}

/** One page of the log, newest first, and how many entries match the filters in all. */
export async function auditLogPage(db: Database, filters: AuditLogFilters, { page, pageSize }: { page: number; pageSize: number }) {
  const [rows, [counted]] = await Promise.all([
    entriesSelect(db, conditions(filters))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
      .where(conditions(filters)),
  ]);
  return { entries: rows.map(toEntry), total: counted?.total ?? 0, page, pageSize };
}

/** Every entry the filters match, newest first, for the CSV. */
export async function allAuditEntries(db: Database, filters: AuditLogFilters): Promise<AuditLogEntry[]> {
  return (await entriesSelect(db, conditions(filters))).map(toEntry);
}

/**
 * Every entry about this one person (their data export), newest first: by their id alone, not the
 * admin's person filter, which also matches others whose name or address contains the text.
 */
export async function auditEntriesAbout(db: Database, userId: string): Promise<AuditLogEntry[]> {
  return (await entriesSelect(db, eq(auditLog.subjectUserId, userId))).map(toEntry);
}
