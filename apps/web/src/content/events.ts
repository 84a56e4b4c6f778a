import { localized } from "./localized";

/** The /events page's introduction; the events themselves are the board's data (GET /api/events). */
export const eventsIntro = localized<string>(
  "Get-togethers, talks and hands-on sessions for students who are interested in emergency medicine. Some events are open to members only. Members register in their dashboard for the events that take registrations on the website.",
  {
    de: "Treffen, Vorträge und praktische Workshops für Studierende, die sich für Notfallmedizin interessieren. Einige Veranstaltungen stehen nur Mitgliedern offen. Für Veranstaltungen mit Anmeldung über die Website melden sich Mitglieder in ihrem Dashboard an.",
    fr: "Rencontres, conférences et ateliers pratiques pour les étudiants qui s’intéressent à la médecine d’urgence. Certains événements sont réservés aux membres. Pour les événements avec inscription sur le site, les membres s’inscrivent dans leur tableau de bord.",
    it: "Incontri, conferenze e sessioni pratiche per studenti interessati alla medicina d’urgenza. Alcuni eventi sono riservati ai soci. Per gli eventi con iscrizione sul sito, i soci si iscrivono nella loro dashboard.",
  },
);
