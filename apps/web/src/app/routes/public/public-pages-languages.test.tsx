import type { ComponentType } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import About from "./about";
import Contact from "./contact";
import CareerPaths from "./emergency-medicine/career-paths";
import Course from "./emergency-medicine/course";
import Hub from "./emergency-medicine/hub";
import StudentJob from "./emergency-medicine/student-job";
import VoluntaryWorkDetail from "./emergency-medicine/voluntary-work-detail";
import Events from "./events";
import Home from "./home";
import Legal from "./legal";
import Membership from "./membership";

/**
 * A public page as prerendering writes it at `path` (entry.server.tsx: once everything has loaded, such as the legal
 * text's module in the path's language): its texts in the path's language (issue 26).
 */
async function pageAt(Page: ComponentType, path: string): Promise<string> {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  const stream = await renderToReadableStream(<Stub initialEntries={[path]} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  return new Response(stream).text();
}

const pages: [name: string, Page: ComponentType, path: string, texts: Record<"en" | "de" | "fr" | "it", string[]>][] = [
  [
    "home",
    Home,
    "/",
    {
      en: ["Emergency medicine, from the first semester on", "Why Join", "Become a Member"],
      de: ["Notfallmedizin, ab dem ersten Semester", "Warum mitmachen", "Mitglied werden"],
      fr: ["La médecine d’urgence, dès le premier semestre", "Pourquoi nous rejoindre", "Devenir membre"],
      it: ["Medicina d’urgenza, dal primo semestre", "Perché unirsi", "Diventare socio"],
    },
  ],
  [
    "membership",
    Membership,
    "/membership",
    {
      en: ["Become a member", "Membership application", "First Name", "Submit Application", "Annual fee: Select your status above"],
      de: ["Mitglied werden", "Mitgliedschaftsantrag", "Vorname", "Anmeldung absenden", "Jahresbeitrag: Wählen Sie oben Ihren Status"],
      fr: ["Devenir membre", "Demande d’adhésion", "Prénom", "Envoyer la demande", "Cotisation annuelle : Sélectionnez d’abord votre statut ci-dessus"],
      it: ["Diventare socio", "Domanda di adesione", "Cognome", "Inviare la domanda", "Quota annuale: Selezioni sopra il Suo stato"],
    },
  ],
  [
    "about",
    About,
    "/about",
    {
      en: ["About us", "Our Board", "More to come", "Go to the membership form"],
      de: ["Über uns", "Unser Vorstand", "Weitere folgen", "Zum Mitgliedschaftsformular"],
      fr: ["À propos", "Notre comité", "D’autres suivront"],
      it: ["Chi siamo", "Il nostro comitato", "Altri in arrivo"],
    },
  ],
  [
    "the emergency medicine hub",
    Hub,
    "/emergency-medicine",
    {
      en: ["This hub is still growing", "Career Paths", "Coming Soon", "Explore"],
      de: ["Dieser Hub wächst noch", "Karrierewege", "Demnächst", "Entdecken"],
      fr: ["Ce hub est encore en construction", "Parcours professionnels", "Bientôt disponible"],
      it: ["Questo hub è ancora in crescita", "Percorsi di carriera", "Prossimamente"],
    },
  ],
  [
    "career paths",
    CareerPaths,
    "/emergency-medicine/career-paths",
    {
      en: ["Career paths in emergency medicine", "Specializations", "Student-friendly", "Duration: 2 days", "ATLS / ETC"],
      de: ["Karrierewege in der Notfallmedizin", "Spezialisierungen", "Studierendenfreundlich", "Dauer: 2 Tage", "ATLS / ETC"],
      fr: ["Parcours professionnels en médecine d’urgence", "Accessible aux étudiants", "Durée : 2 jours", "ATLS / ETC"],
      it: ["Percorsi di carriera nella medicina d’urgenza", "Adatto agli studenti", "Durata: 2 giorni", "ATLS / ETC"],
    },
  ],
  [
    "a course page",
    Course,
    "/emergency-medicine/courses/phtls",
    {
      en: ["Prehospital Trauma Life Support", "Target audience", "Back to Career Paths"],
      de: ["Prehospital Trauma Life Support", "Zielgruppe", "Zurück zu den Karrierewegen", "Website der NAEMT"],
      fr: ["Prehospital Trauma Life Support", "Public cible", "Site web de la NAEMT"],
      it: ["Prehospital Trauma Life Support", "Destinatari", "Sito web della NAEMT"],
    },
  ],
  [
    "a student job page",
    StudentJob,
    "/emergency-medicine/student-jobs/jdmt",
    {
      en: ["JDMT", "Work areas", "To be confirmed"],
      de: ["JDMT", "Arbeitsbereiche", "Noch zu bestätigen"],
      fr: ["JDMT", "Domaines d’activité", "À confirmer"],
      it: ["JDMT", "Ambiti di lavoro", "Da confermare"],
    },
  ],
  [
    "a voluntary work page",
    VoluntaryWorkDetail,
    "/emergency-medicine/voluntary-work/first-responder",
    {
      en: ["Cantonal first responder systems", "Cantons", "Fribourg (FR)"],
      de: ["Kantonale First-Responder-Systeme", "Kantone", "Freiburg (FR)"],
      fr: ["Systèmes cantonaux de premiers répondants", "Cantons", "Fribourg (FR)"],
      it: ["Sistemi cantonali di first responder", "Cantoni", "Friburgo (FR)"],
    },
  ],
  [
    "events",
    Events,
    "/events",
    {
      en: ["Ride-along request", "Stay Updated", "Email address", "Members Only"],
      de: ["Mitfahrt anfragen", "Auf dem Laufenden bleiben", "E-Mail-Adresse"],
      fr: ["Demande d’accompagnement", "Restez informé", "Adresse e-mail"],
      it: ["Richiesta di uscita", "Restare aggiornati", "Indirizzo e-mail"],
    },
  ],
  [
    "contact",
    Contact,
    "/contact",
    {
      en: ["Write to us", "Read our privacy policy"],
      de: ["Schreiben Sie uns", "Unsere Datenschutzerklärung lesen"],
      fr: ["Écrivez-nous", "Lire notre politique de confidentialité"],
      it: ["Ci scriva", "Leggere la nostra informativa sulla privacy"],
    },
  ],
  [
    "legal",
    Legal,
    "/legal",
    {
      en: ["Privacy policy", "On this page", "Legal basis", "The English version is binding."],
      de: ["Datenschutzerklärung", "Auf dieser Seite", "Rechtsgrundlage", "Massgebend ist die englische Fassung."],
      fr: ["Politique de confidentialité", "Sur cette page", "Base juridique", "La version anglaise fait foi."],
      it: ["Informativa sulla privacy", "In questa pagina", "Base giuridica", "Fa fede la versione inglese."],
    },
  ],
];

/** The page's text as a reader sees it: entities decoded, and without the markers React puts between adjacent texts. */
const decode = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

describe("public pages in four languages", () => {
  it.each(pages)("renders %s in English at today's path", async (_name, Page, path, texts) => {
    const html = decode(await pageAt(Page, path));
    for (const text of texts.en) expect(html).toContain(text);
  });

  it.each(pages)("renders %s in German, French and Italian under /de, /fr and /it", async (_name, Page, path, texts) => {
    for (const locale of ["de", "fr", "it"] as const) {
      const html = decode(await pageAt(Page, `/${locale}${path === "/" ? "" : path}`));
      for (const text of texts[locale]) expect(html, locale).toContain(text);
      for (const english of texts.en.filter((text) => !texts[locale].includes(text))) expect(html, locale).not.toContain(`>${english}<`);
    }
  });
});
