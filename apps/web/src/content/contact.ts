import { localized } from "./localized";

/** Texts of the Contact page; the address itself comes from the association's identity. */
type ContactContent = { lead: string; emailHeading: string; emailText: string; topicsHeading: string; topics: string[]; privacyText: string };

export const contactContent = localized<ContactContent>(
  {
    lead: "Questions about membership, our events or the information hub? Ideas, corrections or an offer to help? We are glad to hear from you.",
    emailHeading: "Write to us",
    emailText:
      "The quickest way to reach us is by e-mail. We are students running the association alongside our studies, so please allow a few days for an answer.",
    topicsHeading: "We can help with",
    topics: [
      "Membership, fees and invoices",
      "Events, get-togethers and ride-along requests",
      "Corrections and suggestions for the emergency medicine pages",
      "Teaching as a tutor, or supporting us as a partner",
    ],
    privacyText: "Questions about your personal data?",
  },
  {
    de: {
      lead: "Fragen zur Mitgliedschaft, zu unseren Veranstaltungen oder zum Informations-Hub? Ideen, Korrekturen oder ein Angebot zur Mithilfe? Wir freuen uns, von Ihnen zu hören.",
      emailHeading: "Schreiben Sie uns",
      emailText:
        "Am schnellsten erreichen Sie uns per E-Mail. Wir sind Studierende und führen den Verein neben dem Studium; bitte rechnen Sie daher mit einigen Tagen bis zur Antwort.",
      topicsHeading: "Wir helfen bei",
      topics: [
        "Mitgliedschaft, Beiträgen und Rechnungen",
        "Veranstaltungen, Treffen und Mitfahrtsanfragen",
        "Korrekturen und Vorschlägen zu den Seiten über Notfallmedizin",
        "Unterrichten als Tutorin oder Tutor, oder Unterstützung als Partner",
      ],
      privacyText: "Fragen zu Ihren Personendaten?",
    },
    fr: {
      lead: "Des questions sur l’adhésion, nos événements ou le centre d’information ? Des idées, des corrections ou une offre d’aide ? Nous serons ravis d’avoir de vos nouvelles.",
      emailHeading: "Écrivez-nous",
      emailText:
        "Le moyen le plus rapide de nous joindre est l’e-mail. Nous sommes des étudiants qui gèrent l’association à côté de leurs études ; merci de compter quelques jours pour une réponse.",
      topicsHeading: "Nous pouvons vous aider pour",
      topics: [
        "L’adhésion, les cotisations et les factures",
        "Les événements, les rencontres et les demandes d’accompagnement",
        "Les corrections et suggestions pour les pages sur la médecine d’urgence",
        "Enseigner comme tuteur, ou nous soutenir comme partenaire",
      ],
      privacyText: "Des questions sur vos données personnelles ?",
    },
    it: {
      lead: "Domande sull’adesione, sui nostri eventi o sul centro informazioni? Idee, correzioni o un’offerta di aiuto? Saremo lieti di sentirla.",
      emailHeading: "Ci scriva",
      emailText:
        "Il modo più rapido per raggiungerci è l’e-mail. Siamo studenti che gestiscono l’associazione accanto agli studi, perciò conti qualche giorno per una risposta.",
      topicsHeading: "Possiamo aiutarla con",
      topics: [
        "Adesione, quote e fatture",
        "Eventi, incontri e richieste di uscita",
        "Correzioni e suggerimenti per le pagine sulla medicina d’urgenza",
        "Insegnare come tutor, o sostenerci come partner",
      ],
      privacyText: "Domande sui Suoi dati personali?",
    },
  },
);
