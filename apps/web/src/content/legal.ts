/**
 * Imprint and privacy policy. The policy describes what the product actually stores: keep it in
 * step with the code (new form fields, new providers, changed retention) and update lastUpdated.
 * Every retention period it states is enforced by the server's tested housekeeping, is a legal
 * duty, or is marked "to be confirmed" as a task for the board. Each feature that stores
 * personal data adds its section here.
 *
 * Written for the Swiss Federal Act on Data Protection (FADP, in force since 1 September 2023)
 * and, where it applies, the GDPR. The association should have it reviewed before going live.
 */
import { association, type Locale } from "@ssem/core";
import type { Confirmable } from "./link-data";

/** A paragraph, optionally followed by a link (mailto: or an external website). */
export type LegalParagraph = { text: string; link?: { label: string; href: string } } & Confirmable;
export type LegalBlock = LegalParagraph | { list: string[] };

/** What every processing activity has to tell the reader (art. 19 FADP, art. 13 GDPR). */
export type ProcessingFact = "purpose" | "legalBasis" | "retention" | "recipients";
export type Processing = Record<ProcessingFact, string> & {
  /** The facts the board still has to confirm; the page marks them (ADR 007). */
  toBeConfirmed?: ProcessingFact[];
};

export type PrivacySection = { id: string; title: string; body: LegalBlock[]; processing?: Processing };

export type Imprint = {
  id: string;
  title: string;
  legalForm: string;
  representatives: string[];
  contentResponsible: string;
  disclaimer: string[];
};

export type PrivacyPolicy = {
  id: string;
  title: string;
  lastUpdated: { label: string; dateTime: string };
  /** Which language's version is binding (issue 26). */
  binding: string;
  sections: PrivacySection[];
};

export type LegalContent = { imprint: Imprint; privacyPolicy: PrivacyPolicy };

export const privacyContact = { label: association.privacyEmail, href: `mailto:${association.privacyEmail}` };

/**
 * Imprint and privacy policy in every language; English is binding (privacyPolicy.binding says so in each). Each
 * language is a module of its own, loaded by the page that shows it: in all four, the text was 29 KiB of script
 * (brotli) on every /legal page, and took it over the content pages' budget (issue 26).
 */
export const legalContent: Readonly<Record<Locale, () => Promise<LegalContent>>> = {
  en: async () => (await import("./legal.en")).legal,
  de: async () => (await import("./legal.de")).legal,
  fr: async () => (await import("./legal.fr")).legal,
  it: async () => (await import("./legal.it")).legal,
};
