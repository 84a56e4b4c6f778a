import { localized } from "./localized";

/** The /events page's introduction; the events themselves are the board's data (GET /api/events). */
export const eventsIntro = localized<string>(
  "Get-togethers, talks and hands-on sessions for students who are interested in emergency medicine. Some events are open to members only; members find the registration details in our member channels.",
  {
    de: "Treffen, Vorträge und praktische Workshops für Studierende, die sich für Notfallmedizin interessieren. Einige Veranstaltungen stehen nur Mitgliedern offen; Mitglieder finden die Anmeldeinformationen in unseren Mitgliederkanälen.",
    fr: "Rencontres, conférences et ateliers pratiques pour les étudiants qui s’intéressent à la médecine d’urgence. Certains événements sont réservés aux membres ; les membres trouvent les informations d’inscription dans nos canaux réservés aux membres.",
    it: "Incontri, conferenze e sessioni pratiche per studenti interessati alla medicina d’urgenza. Alcuni eventi sono riservati ai soci; i soci trovano le informazioni per l’iscrizione nei nostri canali per i soci.",
  },
);
