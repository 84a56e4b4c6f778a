// The texts of the member's My Data page in German (personal-data.ts); English is core's personal-data map.
import type { PersonalDataTexts } from "./personal-data";

const youOrTheBoard =
  "Sie, im Mitgliedschaftsformular oder im Mitglieder-Dashboard; bei Mitgliedern, die schon vor der Website Mitglied wurden, der Vorstand, der die Mitgliederliste importiert hat.";

export const personalDataTexts: PersonalDataTexts = {
  account: {
    label: "Ihr Name und Ihre E-Mail-Adresse und wann Ihr Konto erstellt wurde",
    source: youOrTheBoard,
  },
  profile: {
    label: "Ihr Profil: Name, E-Mail-Adresse, Telefonnummer, Berufsbezeichnung, Hochschule oder Arbeitsort, Studienjahr und die Sprache Ihrer E-Mails",
    source: youOrTheBoard,
  },
  membership: {
    label: "Ihre Rolle und Ihr Mitgliedschaftsstatus, die Daten Ihres Antrags, des Entscheids darüber, der Bestätigung Ihrer E-Mail-Adresse und Ihrer Einladung sowie Ihr Austritt, falls Sie ausgetreten sind",
    source: "Die Website, als Sie den Antrag stellten, Ihre Adresse bestätigten oder eingeladen wurden, und der Vorstand, als er über Ihren Antrag entschied oder Ihre Rolle änderte.",
  },
  application: {
    label: "Ihr Mitgliedschaftsantrag: Fachrichtung, Status, voraussichtliches Abschlussjahr, Studienort und Ihre Nachricht",
    source: "Sie, im Mitgliedschaftsformular; oder der Vorstand, der die Mitgliederliste importiert hat.",
  },
  password: {
    label: "Ihr Passwort, als argon2id-Hash, aus dem es sich nicht zurückgewinnen lässt",
    source: "Sie, als Sie das Passwort gewählt haben.",
    notExported: "Der Hash lässt sich nicht in Ihr Passwort zurückverwandeln und sagt Ihnen nichts.",
  },
  sessions: {
    label: "Ihre Sitzungen: wann jede begann, zuletzt genutzt wurde und abläuft",
    source: "Die Website, bei jeder Anmeldung.",
  },
  secondFactor: {
    label: "Wenn Sie die Zwei-Faktor-Authentisierung eingeschaltet haben: der Schlüssel, den Ihre Authenticator-App mit uns teilt, und Ihre unbenutzten Wiederherstellungscodes, beide verschlüsselt",
    source: "Die Website, als Sie die Zwei-Faktor-Authentisierung eingeschaltet haben.",
    notExported:
      "Der Schlüssel und die Codes sind Geheimnisse, mit denen man sich als Sie anmelden kann; eine Kopie in einer heruntergeladenen Datei könnte jeder nutzen, der sie findet. Ob die Zwei-Faktor-Authentisierung eingeschaltet ist, steht im Teil zur Mitgliedschaft.",
  },
  passkeys: {
    label: "Ihre Passkeys: der Name, den Sie jedem gegeben haben, wann er hinzugefügt und zuletzt verwendet wurde, und sein öffentlicher Schlüssel",
    source: "Sie, als Sie im Mitglieder-Dashboard einen Passkey hinzugefügt haben.",
  },
  emailLinks: {
    label: "Einmalcodes der Links, die wir Ihnen per E-Mail senden, als Einweg-Hashes",
    source: "Die Website, wenn sie Ihnen einen Link per E-Mail sendet.",
    notExported: "Gespeichert ist nur ein Hash; aus ihm lässt sich der Link nicht zurückgewinnen.",
  },
  requestCounters: {
    label: "Zähler der Anmeldeversuche und E-Mail-Anfragen, unter einem Hash mit geheimem Schlüssel Ihrer IP-Adresse und E-Mail-Adresse",
    source: "Die Website, wenn Sie sich anmelden oder eine E-Mail anfordern.",
    notExported: "Die Zähler sind Hashes mit geheimem Schlüssel: Welche davon Ihre sind, können wir nicht sagen, ohne zu raten.",
  },
  fees: {
    label: "Ihre Rechnungen und Zahlungen: Nummer, Jahr, Name in der Rechnung, E-Mail-Adresse, Status, Betrag, Referenz, Daten, Mahnungen und Zahlungen",
    source:
      "Die Website, die den Jahresbeitrag in Rechnung stellt; unsere Bank, deren Kontoauszüge uns Ihre Zahlungen melden; und der Vorstand, wenn er eine Zahlung von Hand erfasst.",
  },
  bankTransactions: {
    label: "Eingehende Zahlungen, wie unsere Bank sie meldet: Betrag, Datum, Referenz, Name und Mitteilung der zahlenden Person",
    source: "Die Kontoauszüge unserer Bank.",
    notExported:
      "Zahlungen, die Ihren Rechnungen zugeordnet sind, stehen bei diesen, mit Name und Mitteilung der zahlenden Person; eine Zahlung, die wir nicht zuordnen konnten, ist nicht mit Ihrem Konto verknüpft.",
  },
  rideAlong: {
    label: "Ihre Mitfahrtsanfragen: Ort, Studienjahr, wann Sie sie gesendet haben und ob sie erledigt sind",
    source: "Sie, auf der Seite «Veranstaltungen».",
  },
  eventRegistrations: {
    label: "Ihre Anmeldungen für Veranstaltungen: die Veranstaltung, Ihr Stand (bestätigt, auf der Warteliste mit Ihrem Platz, angeboten bis wann, storniert), wann Sie sich angemeldet haben, wann Sie eingecheckt wurden und ob Sie teilgenommen haben",
    source: "Sie, wenn Sie sich angemeldet, abgemeldet oder ein Angebot beantwortet haben; der Vorstand, wenn er eine Anmeldung bestätigt, vorgezogen oder storniert, Sie eingecheckt oder Ihre Teilnahme erfasst hat.",
  },
  mailingList: {
    label: "Ihr Abonnement der Mailingliste: Ihre E-Mail-Adresse, wann Sie sich angemeldet und bestätigt haben, und die Sprache der Seite, auf der Sie sich angemeldet haben",
    source: "Sie, auf der Seite «Veranstaltungen».",
  },
  emails: {
    label: "Die E-Mails, die wir Ihnen senden, solange sie in der Warteschlange auf den Versand warten",
    source: "Die Website, für den Vorgang, zu dem die jeweilige E-Mail gehört.",
  },
  adminActions: {
    label: "Das Protokoll der Admin-Aktionen, die Sie betreffen (bei Admins auch, welche Aktionen sie ausgeführt haben)",
    source: "Die Website, wenn ein Admin (oder Sie selbst, für Ihren Datenexport) etwas tut.",
  },
};
