// The imprint and privacy policy in German (legal.ts); the English version is binding.
import {
  association,
  FIRST_REMINDER_DAYS_DEFAULT,
  MAIL_RETENTION_DAYS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  REVIEW_CHANGE_RETENTION_DAYS,
  RIDE_ALONG_RETENTION_MONTHS,
  SECOND_REMINDER_DAYS_DEFAULT,
  UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS,
  UNDELIVERED_MAIL_GIVE_UP_DAYS,
} from "@ssem/core";
import { type LegalContent, privacyContact } from "./legal";

export const legal: LegalContent = {
  imprint: {
    id: "imprint",
    title: "Impressum",
    legalForm: "Verein nach Artikel 60 ff. des Schweizerischen Zivilgesetzbuches",
    // PLACEHOLDER: the board members who represent the association and answer for the content.
    representatives: ["[Vor- und Nachname], Präsidentin/Präsident (Platzhalter)", "[Vor- und Nachname], Vizepräsidentin/Vizepräsident (Platzhalter)"],
    // PLACEHOLDER: the person responsible for the website's content.
    contentResponsible: "[Vor- und Nachname], Vorstandsmitglied (Platzhalter)",
    disclaimer: [
      "Wir stellen die Informationen auf dieser Website sorgfältig zusammen, können aber nicht garantieren, dass sie vollständig, richtig und aktuell sind. Sie ersetzen weder die offiziellen Informationen von Weiterbildungsstätten, Kursanbietern und Arbeitgebern noch eine medizinische Beratung.",
      "Links zu anderen Websites dienen Ihrer Bequemlichkeit. Für deren Inhalte sind allein ihre Betreiber verantwortlich; wir haben darauf keinen Einfluss.",
    ],
  },
  privacyPolicy: {
    id: "privacy-policy",
    title: "Datenschutzerklärung",
    lastUpdated: { label: "Dezember 2026", dateTime: "2026-12" },
    binding: "Diese Datenschutzerklärung gibt es auf Englisch, Deutsch, Französisch und Italienisch. Massgebend ist die englische Fassung.",
    sections: [
      {
        id: "controller",
        title: "Wer verantwortlich ist",
        body: [
          {
            text: `Die ${association.name}, ${association.postalAddress.join(", ")}, ist für die hier beschriebene Bearbeitung von Personendaten verantwortlich (die Verantwortliche).`,
          },
          { text: "Für alle Fragen zum Datenschutz und um Ihre Rechte auszuüben, schreiben Sie an:", link: privacyContact },
        ],
      },
      {
        id: "principles",
        title: "Unsere Grundsätze",
        body: [
          {
            list: [
              "Wir erheben nur die Daten, die wir für den Verein und diese Website brauchen.",
              "Wir verkaufen keine Personendaten und geben sie nicht für Werbung weiter.",
              "Wir betreiben kein Profiling und treffen keine automatisierten Einzelentscheidungen.",
              "Die Website verwendet kein Tracking, keine Analyse, keine Werbung und keine Cookies von Dritten.",
              "Links zu unseren Social-Media-Profilen sind einfache Links: Die Plattform erfährt nichts, bis Sie einen anklicken, und ab dann gilt ihre eigene Datenschutzerklärung.",
            ],
          },
        ],
      },
      {
        id: "legal-framework",
        title: "Rechtlicher Rahmen",
        body: [
          {
            text: "Wir bearbeiten Personendaten gemäss dem Schweizer Bundesgesetz über den Datenschutz (DSG, auch revDSG), in Kraft seit dem 1. September 2023, und seiner Verordnung. Wir halten seine Grundsätze ein: rechtmässige Bearbeitung nach Treu und Glauben, Verhältnismässigkeit, erkennbarer Zweck, Richtigkeit und Datensicherheit.",
          },
          {
            text: "Wo die EU-Datenschutz-Grundverordnung (DSGVO) anwendbar ist, zum Beispiel weil wir die Mitgliedschaft Personen mit Wohnsitz in der EU oder im EWR anbieten, nennen wir unten für jede Bearbeitung die Rechtsgrundlage nach Artikel 6 Absatz 1 DSGVO. Nach dem DSG braucht eine Bearbeitung, die seinen Grundsätzen folgt, keine weitere Rechtfertigung; wo doch, stützen wir uns auf die Rechtfertigungsgründe von Artikel 31 DSG (Ihre Einwilligung, ein Vertrag mit Ihnen oder ein überwiegendes Interesse).",
          },
        ],
      },
      {
        id: "membership",
        title: "Mitgliedschaftsantrag und Mitgliederkonto",
        body: [
          { text: "Wenn Sie die Mitgliedschaft beantragen, speichern wir:" },
          {
            list: [
              "Vor- und Nachname, E-Mail-Adresse und Telefonnummer;",
              "Ihre Fachrichtung (Medizin, Rettungssanität oder Pflege) und Ihren Status (Studierende, Assistenzärztin/-arzt, Absolventin/Absolvent oder Fachperson);",
              "bei Studierenden das voraussichtliche Abschlussjahr;",
              "Ihren Studien- oder Arbeitsort;",
              "eine freiwillige Nachricht, zum Beispiel dazu, wie Sie sich engagieren möchten;",
              "das Passwort, das Sie wählen. Wir speichern es nur als argon2id-Hash, aus dem sich das Passwort nicht zurückgewinnen lässt; niemand im Verein kennt es.",
            ],
          },
          {
            text: "Wenn Sie schon vor dieser Website Mitglied wurden, hat der Vorstand diese Angaben aus der Mitgliederliste des Vereins importiert.",
          },
        ],
        processing: {
          purpose:
            "Um über Ihren Antrag zu entscheiden, Ihre E-Mail-Adresse zu bestätigen, Ihnen die Rechnung für den Jahresbeitrag zu senden, das Mitgliederverzeichnis zu führen, Ihnen Zugang zum Mitgliederbereich zu geben und Sie in Vereinsangelegenheiten zu kontaktieren.",
          legalBasis:
            "Ihre Mitgliedschaft und die Schritte davor auf Ihre Anfrage (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO). Rechnungen und Zahlungsbelege: unser berechtigtes Interesse an der Buchführung, die das Schweizer Recht von uns verlangt (Art. 958f OR; Art. 6 Abs. 1 Bst. f DSGVO).",
          retention: `Solange Sie Mitglied sind. Sie können in Ihrem Dashboard austreten, auf Ende des Mitgliedschaftsjahres oder sofort: Ihr Konto und seine Daten werden am Tag nach Ihrem letzten Tag (innerhalb der Stunde nach Mitternacht) automatisch gelöscht, oder sofort. Endet Ihre Mitgliedschaft auf andere Weise, löscht ein Admin Ihr Konto und seine Daten. Lehnen wir Ihren Antrag ab oder beendet der Vorstand Ihre Mitgliedschaft, weil der Beitrag nach zwei Mahnungen unbezahlt bleibt, wird Ihr Konto geschlossen und ${REJECTED_APPLICATION_RETENTION_MONTHS} Monate nach dem Entscheid mit seinen Daten automatisch gelöscht. Rechnungen und Zahlungsbelege werden zehn Jahre aufbewahrt, wie es das Schweizerische Obligationenrecht verlangt (Art. 958f OR): siehe «Mitgliederbeiträge, Rechnungen und Zahlungen».`,
          recipients: "Die Vorstandsmitglieder, die sich um Mitgliedschaften kümmern. Unsere Hosting- und E-Mail-Anbieter bearbeiten die Daten in unserem Auftrag.",
        },
      },
      {
        id: "profile",
        title: "Mitgliederprofil, Rollen und Mitgliedschaftsstatus",
        body: [
          {
            text: "Im Mitglieder-Dashboard können Sie eine Berufsbezeichnung, Ihre Hochschule oder Ihren Arbeitsort und Ihr Studienjahr ergänzen sowie Ihren Namen und Ihre Telefonnummer ändern. Ihre E-Mail-Adresse können Sie dort nicht ändern; schreiben Sie uns, wenn sie korrigiert werden muss. Mit Ihrem Konto speichern wir ausserdem Ihre Rolle (ausstehend, Mitglied oder Admin), Ihren Mitgliedschaftsstatus (ausstehend, genehmigt oder abgelehnt) und das Datum Ihres Antrags.",
          },
        ],
        processing: {
          purpose: "Um Ihnen Ihr Profil zu zeigen, zu entscheiden, welche Teile des Mitgliederbereichs Sie nutzen dürfen, und dem Vorstand die Verwaltung der Mitgliedschaften zu ermöglichen.",
          legalBasis: "Ihre Mitgliedschaft (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO).",
          retention: "Solange Ihr Konto besteht; es wird zusammen mit ihm gelöscht.",
          recipients: "Die Vorstandsmitglieder mit Admin-Rechten. Unser Hosting-Anbieter bearbeitet die Daten in unserem Auftrag.",
        },
      },
      {
        id: "fees",
        title: "Mitgliederbeiträge, Rechnungen und Zahlungen",
        body: [
          {
            text: "Für jedes Mitgliedschaftsjahr erstellen wir eine Rechnung auf Ihren Namen und senden sie Ihnen mit einer Schweizer QR-Rechnung per E-Mail. Sie enthält die Rechnungsnummer, das Jahr, Ihren Namen wie verrechnet, Ihre E-Mail-Adresse, Ihren Status (der den Beitrag bestimmt), den Betrag, die Zahlungsreferenz, Rechnungs- und Fälligkeitsdatum, was wann bezahlt wurde, die Daten allfälliger Mahnungen und, falls eine Rechnung storniert wird, den Grund des Vorstands. Wir fragen nie nach Ihrer Postadresse: Das Feld «Zahlbar durch» der Rechnung bleibt leer.",
          },
          {
            text: `Ist der Beitrag ${FIRST_REMINDER_DAYS_DEFAULT} Tage nach dem Rechnungsdatum noch offen, senden wir eine erste Mahnung, nach ${SECOND_REMINDER_DAYS_DEFAULT} Tagen eine zweite; danach entscheidet ein Admin über die Mitgliedschaft. Wir erfassen jede Zahlung (Betrag, Datum und eine Notiz, wenn ein Admin sie von Hand erfasst). Wenn wir den Kontoauszug unserer Bank importieren, speichern wir jede eingehende Zahlung so, wie die Bank sie meldet: Betrag, Datum, Zahlungsreferenz, Name der zahlenden Person und die Mitteilung zur Zahlung.`,
          },
        ],
        processing: {
          purpose: "Um den Jahresbeitrag in Rechnung zu stellen, seine Zahlung zu erfassen (Ihre Mitgliedschaft beginnt am Tag des Eingangs), Mahnungen zu senden und die Buchhaltung des Vereins zu führen.",
          legalBasis:
            "Ihre Mitgliedschaft (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO) und die Buchführung, die das Schweizer Recht von uns verlangt (Art. 958f OR; Art. 6 Abs. 1 Bst. c und f DSGVO).",
          retention: "Zehn Jahre nach Ende des Jahres, zu dem sie gehören (Art. 958f OR); danach löscht die Website Rechnungen, Zahlungen und Banktransaktionen automatisch. Wird Ihr Konto vorher gelöscht, bleiben Rechnungen und Zahlungen für die Buchhaltung nur mit Ihrem Namen wie verrechnet erhalten: Ihre E-Mail-Adresse und die Verknüpfung mit Ihrem Konto werden entfernt.",
          recipients:
            "Die Vorstandsmitglieder mit Admin-Rechten (darunter die Kassierin oder der Kassier) und unsere Bank, die Ihre Zahlung erhält. Unsere Hosting- und E-Mail-Anbieter bearbeiten die Daten in unserem Auftrag.",
        },
      },
      {
        id: "audit-log",
        title: "Protokoll der Admin-Aktionen",
        body: [
          {
            text: "Wenn ein Admin einen Antrag genehmigt oder ablehnt, eine Rolle ändert, ein Mitglied entfernt, Mitglieder importiert, eine Datei hochlädt oder löscht, eine Mitfahrtsanfrage als erledigt oder offen markiert oder einen Newsletter versendet, hält die Website fest, welcher Admin was getan hat, an welchem Konto und wann. Das Protokoll speichert Verweise auf die Konten, keine Namen oder E-Mail-Adressen: Namen werden erst nachgeschlagen, wenn ein Admin das Protokoll liest. Ist ein Konto gelöscht, zeigt das Protokoll es nur noch als «ein inzwischen entferntes Mitglied».",
          },
          {
            text: "Wenn Sie Ihre Daten im Mitglieder-Dashboard herunterladen, hält das Protokoll fest, dass und wann Sie es getan haben, nie aber, was der Download enthielt.",
          },
        ],
        processing: {
          purpose: "Damit der Vorstand sieht, wer was im Mitgliederverzeichnis geändert hat, und um Fehler und Missbrauch aufzuklären.",
          legalBasis: "Unser berechtigtes Interesse an einer nachvollziehbaren, sicheren Mitgliederverwaltung (Art. 31 Abs. 1 DSG; Art. 6 Abs. 1 Bst. f DSGVO).",
          retention: "Die Einträge bleiben, solange der Verein sie braucht; wird ein Konto gelöscht, nennen die Einträge diese Person nicht mehr.",
          recipients: "Die Vorstandsmitglieder mit Admin-Rechten. Unser Hosting-Anbieter bearbeitet die Daten in unserem Auftrag.",
          // How long the entries themselves are kept is the board's decision.
          toBeConfirmed: ["retention"],
        },
      },
      {
        id: "links-and-tokens",
        title: "Links in unseren E-Mails",
        body: [
          {
            text: "Die Links, die wir senden, um Ihre E-Mail-Adresse zu bestätigen, ein neues Passwort zu setzen und Sie in den Mitgliederbereich einzuladen, enthalten je einen zufälligen Einmalcode. Wir speichern mit Ihrem Konto nur einen Einweg-Hash des Codes, sodass niemand den Link aus unserer Datenbank rekonstruieren kann. Ein Code funktioniert einmal: ein Bestätigungslink 24 Stunden, ein Passwortlink eine Stunde, eine Einladung sieben Tage.",
          },
        ],
        processing: {
          purpose: "Um sicherzustellen, dass nur die Inhaberin oder der Inhaber der E-Mail-Adresse sie bestätigen oder ein Passwort setzen kann.",
          legalBasis: "Ihre Mitgliedschaft und die Schritte davor auf Ihre Anfrage (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO).",
          retention: "Gelöscht innerhalb der Stunde nach Ablauf des Codes (höchstens sieben Tage nach dem Versand der E-Mail). Ein verwendeter Code bleibt bis dahin nur, damit ein erneutes Öffnen des Links Ihnen sagen kann, dass er schon verwendet wurde.",
          recipients: "Niemand; unser Hosting-Anbieter speichert die Daten in unserem Auftrag.",
        },
      },
      {
        id: "events",
        title: "Anmeldung zu Veranstaltungen",
        body: [
          {
            text: "Mitglieder melden sich in ihrem Mitglieder-Dashboard für unsere Veranstaltungen und Kurse an. Wir speichern jede Anmeldung mit Ihrem Konto: die Veranstaltung, Ihren Stand (Platz bestätigt, wartet auf die Bestätigung des Vorstands, auf der Warteliste mit Ihrem Platz, Platz angeboten und bis wann, storniert) und wann Sie sich angemeldet haben. Wird ein Platz frei, bietet ihn die Website der ersten Person auf der Warteliste per E-Mail an, und sie teilt Ihnen jede Änderung Ihrer Anmeldung per E-Mail mit, eine Bestätigung mit einer Kalenderdatei und einem QR-Code. An der Veranstaltung checkt Sie der Vorstand mit diesem Code oder mit Ihrem Namen ein und hält danach fest, ob Sie teilgenommen haben; wir speichern die Zeit Ihres Check-ins und Ihre Teilnahme mit der Anmeldung, und Sie sehen Ihre Teilnahme in Ihrem Dashboard. Der Vorstand kann ausserdem allen Angemeldeten einer Veranstaltung oder allen auf ihrer Warteliste eine E-Mail schreiben. Der Vorstand sieht, wer sich für eine Veranstaltung angemeldet hat, mit Namen und E-Mail-Adresse, und kann eine Anmeldung bestätigen, ablehnen, vorziehen oder stornieren; das Protokoll der Admin-Aktionen hält jeden solchen Schritt fest.",
          },
        ],
        processing: {
          purpose: "Um die Plätze einer Veranstaltung gerecht in der Reihenfolge der Anmeldung zu vergeben und die Teilnehmenden über ihren Platz und über Änderungen zu informieren.",
          legalBasis: "Ihre Mitgliedschaft (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO).",
          retention: "Eine stornierte Anmeldung wird nach dem letzten Tag ihrer Veranstaltung gelöscht; die übrigen bleiben als Nachweis der Teilnahme bei Ihrem Konto und werden mit ihm gelöscht. Treten Sie aus, werden Ihre Anmeldungen für Veranstaltungen nach Ihrem letzten Tag storniert.",
          recipients: "Der Vorstand; unsere Hosting- und E-Mail-Anbieter in unserem Auftrag.",
        },
      },
      {
        id: "ride-along",
        title: "Mitfahrtsanfragen",
        body: [
          {
            text: "Mitglieder können auf der Seite «Veranstaltungen» eine Mitfahrt anfragen. Wir speichern die Anfrage mit Ihrem Konto: Ihre Wahl des Ortes (Zürich oder Basel), Ihr Studienjahr, wann Sie sie gesendet haben und ob der Vorstand sie bearbeitet hat. Ihre E-Mail-Adresse und Ihr Name werden aus Ihrem Konto übernommen, nicht erneut eingegeben. Die Website sendet die Anfrage per E-Mail an die Adresse des Vereins, mit Ihrer E-Mail-Adresse für die Antwort, und schickt Ihnen eine Bestätigung. Markiert ein Admin eine Anfrage als erledigt oder wieder als offen, hält das Protokoll der Admin-Aktionen dies fest.",
          },
        ],
        processing: {
          purpose: "Um eine Mitfahrt für Sie zu organisieren und Ihnen zu antworten.",
          legalBasis: "Ihre Mitgliedschaft und Ihre Anfrage (Art. 31 Abs. 2 Bst. a DSG; Art. 6 Abs. 1 Bst. b DSGVO).",
          retention: `Automatisch gelöscht ${RIDE_ALONG_RETENTION_MONTHS} Monate nach dem Versand (innerhalb der Stunde danach) oder früher zusammen mit Ihrem Konto. Die E-Mails dazu werden gelöscht wie unter «E-Mails, die wir senden» beschrieben; die Kopie im Postfach des Vereins wird aufbewahrt, wie der Vorstand seine Korrespondenz aufbewahrt.`,
          recipients: "Die Vorstandsmitglieder, die Mitfahrten organisieren, und, sobald vereinbart, der Rettungsdienst, bei dem Sie mitfahren. Unsere Hosting- und E-Mail-Anbieter bearbeiten die Daten in unserem Auftrag.",
          toBeConfirmed: ["recipients"],
        },
      },
      {
        id: "mailing-list",
        title: "Mailingliste («Auf dem Laufenden bleiben»)",
        body: [
          {
            text: "Alle können unsere Neuigkeiten auf der Seite «Veranstaltungen» mit einer E-Mail-Adresse abonnieren. Wir speichern die Adresse, wann Sie sich angemeldet haben, und die Sprache der Anmeldeseite, in der wir Ihnen schreiben (gehört die Adresse einem Mitglied, in der Sprache seines Profils). Ihr Abonnement beginnt erst, wenn Sie den Bestätigungslink öffnen, den wir an die Adresse senden (Double-Opt-in), sodass niemand eine andere Person anmelden kann. Der Code des Links ist von unserem Server signiert, sodass wir dafür nichts weiter speichern, und wir senden in kurzer Zeit höchstens einige Bestätigungs-E-Mails an eine Adresse.",
          },
          {
            text: "Jeder Newsletter ist eine E-Mail an jede bestätigte Adresse, mit einem persönlichen Link, um sich mit einem Klick abzumelden; E-Mail-Programme können auch eine eigene Abmeldeschaltfläche anbieten. Nach Ihrer Abmeldung löschen wir Ihre Adresse sofort und senden Ihnen nichts mehr, auch keinen Newsletter, der bereits auf den Versand wartete. Versendet ein Admin einen Newsletter, hält das Protokoll der Admin-Aktionen fest, wer ihn wann an wie viele Adressen gesendet hat, nie die Adressen.",
          },
        ],
        processing: {
          purpose: "Um Ihnen, wie gewünscht, Neuigkeiten zu unseren Veranstaltungen und Aktivitäten zu senden.",
          legalBasis: "Ihre Einwilligung, die Sie mit der Bestätigung geben und jederzeit durch Abmelden widerrufen können (Art. 31 Abs. 1 DSG; Art. 6 Abs. 1 Bst. a DSGVO).",
          retention: `Bis Sie sich abmelden; die Adresse wird sofort gelöscht. Eine nie bestätigte Adresse wird ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} Tage nach der letzten Anfrage automatisch gelöscht (innerhalb der Stunde danach). Entfernt ein Admin ein Mitglied, wird sein Abonnement mit dem Konto gelöscht; ein Mitglied, das austritt, entscheidet, ob es das Abonnement behält. Die Newsletter-E-Mails selbst werden gelöscht wie unter «E-Mails, die wir senden» beschrieben.`,
          recipients: "Die Vorstandsmitglieder mit Admin-Rechten, die die Liste der bestätigten Adressen sehen und exportieren können. Unsere Hosting- und E-Mail-Anbieter bearbeiten die Daten in unserem Auftrag.",
        },
      },
      {
        id: "published-people",
        title: "Personen, die auf dieser Website gezeigt werden",
        body: [
          {
            text: "Die Seite «Über uns» zeigt die Mitglieder unseres Vorstands, unseres Beirats und unsere Tutorinnen und Tutoren mit Namen und Funktion oder Zugehörigkeit und, sobald sie uns eines geben, mit einem Foto. Wir veröffentlichen sie nur mit ihrem Einverständnis.",
          },
        ],
        processing: {
          purpose: "Um zu zeigen, wer den Verein führt und wer ihn unterstützt.",
          legalBasis: "Das Einverständnis jeder gezeigten Person (Art. 31 Abs. 1 DSG; Art. 6 Abs. 1 Bst. a DSGVO), das sie jederzeit widerrufen kann.",
          retention: "Bis die Person ihre Funktion abgibt oder ihr Einverständnis widerruft.",
          recipients: "Alle: Die Seite «Über uns» ist öffentlich.",
        },
      },
      {
        id: "rotation-reviews",
        title: "Bewertungen klinischer Praktika",
        body: [
          {
            text: "Alle können auf der Seite «Klinische Praktika» ohne Konto eine Bewertung eines klinischen Praktikums veröffentlichen. Eine Bewertung besteht nur aus dem, was Sie in ihre Felder schreiben (Land, Stadt, Spital, Abteilung, Art und Zeitraum des Praktikums, Bewertung und Ihre Texte), und dem Datum der Veröffentlichung. Wir speichern dazu keinen Namen, keine E-Mail-Adresse, keine IP-Adresse und keine Browserangaben. Bitte schreiben Sie nichts in eine Bewertung, das Sie oder andere Personen erkennbar macht: Sie wird für alle lesbar veröffentlicht.",
          },
          {
            text: "Um automatisierten Spam zu verhindern, zählt der Server die von jeder IP-Adresse gesendeten Bewertungen in 15-Minuten-Fenstern. Der Zähler speichert die Adresse nur pseudonymisiert, als Hash mit geheimem Schlüssel, nie die Adresse selbst.",
          },
          {
            text: "Damit geöffnete Seiten neue Bewertungen bei ihrem Eintreffen zeigen und nach einem Verbindungsunterbruch aufholen können, führt der Server eine Liste, welche Bewertung wann hinzugefügt oder gelöscht wurde, nur mit der Nummer der Bewertung.",
          },
        ],
        processing: {
          purpose: "Um Studierenden bei der Wahl eines Praktikumsortes zu helfen und die Bewertungsseite frei von Spam zu halten.",
          legalBasis: "Unser Interesse, Erfahrungen mit der klinischen Ausbildung unter Studierenden zu teilen (Art. 6 Abs. 1 Bst. f DSGVO). Eine Bewertung enthält keine Personendaten, es sei denn, ihre Autorin oder ihr Autor schreibt welche hinein.",
          retention: `Bewertungen: bis ein Admin sie löscht (auf Anfrage oder wenn eine Bewertung gegen die Regeln verstösst). Spam-Zähler: gelöscht innerhalb der Stunde nach 15 Minuten ohne neue Bewertung von der Adresse. Die Liste hinzugefügter und gelöschter Bewertungen: ${REVIEW_CHANGE_RETENTION_DAYS} Tage.`,
          recipients: "Alle: Bewertungen sind öffentlich. Unser Hosting-Anbieter speichert sie in unserem Auftrag.",
        },
      },
      {
        id: "cookies",
        title: "Cookies und Anmeldung",
        body: [
          {
            text: "Wir setzen zwei Cookies (mit Zwei-Faktor-Authentisierung ein drittes, siehe unten), alle nur, wenn Sie sich anmelden, alle unbedingt notwendig und als httpOnly markiert, sodass Skripte auf der Seite sie nicht lesen können. Das Sitzungscookie hält Sie im Mitgliederbereich angemeldet; es läuft nach sieben Tagen ohne Nutzung ab oder wenn Sie sich abmelden. Wir speichern mit einer Sitzung keine IP-Adresse und keine Browserangaben.",
          },
          {
            text: "Das Cookie für bekannte Geräte teilt unserer Anmeldung mit, dass sich dieser Browser schon einmal bei Ihrem Konto angemeldet hat, damit niemand, der anderswo Ihr Passwort errät, Sie aussperren kann. Es enthält eine Zufallszahl und eine Signatur, wird nur an den Anmeldeteil unseres Servers gesendet, wird bei uns nicht gespeichert und läuft nach einem Jahr ab.",
          },
          {
            text: "Wenn Sie die Zwei-Faktor-Authentisierung einschalten, speichern wir den Schlüssel, den Ihre Authenticator-App mit uns teilt, und Ihre unbenutzten Wiederherstellungscodes, beide verschlüsselt, bis Sie sie ausschalten oder Ihr Konto gelöscht wird. Zwischen Passwort und Code merkt sich ein drittes Cookie, ebenfalls httpOnly, höchstens zehn Minuten lang, dass Ihr Passwort richtig war; es enthält eine Zufallszahl und eine Signatur.",
          },
          {
            text: "Solange Sie angemeldet sind, speichert Ihr Browser zudem in seinem lokalen Speicher eine Markierung, die nur besagt, dass jemand angemeldet ist, damit Seiten Ihre Mitgliederlinks sofort zeigen. Sie enthält keine Personendaten und wird beim Abmelden entfernt.",
          },
          {
            text: "Um die Anmeldung vor dem Erraten von Passwörtern und Codes zu schützen, zählt der Server Anmeldeversuche, eingegebene Codes, im Mitgliederbereich erneut eingegebene Passwörter und E-Mail-Anfragen pro IP-Adresse und pro Konto in 15-Minuten-Fenstern. Die Zähler speichern die IP-Adresse und die E-Mail-Adresse nur pseudonymisiert, als Hash mit geheimem Schlüssel, nie die Adresse selbst. Wir verwenden kein Tracking, keine Analyse und keine Cookies von Dritten; deshalb zeigt diese Website kein Cookie-Banner.",
          },
        ],
        processing: {
          purpose: "Um Sie angemeldet zu halten und Konten vor Missbrauch zu schützen.",
          legalBasis: "Ihre Mitgliedschaft (Art. 6 Abs. 1 Bst. b DSGVO) und unser Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 Bst. f DSGVO).",
          retention: "Sitzung: sieben Tage nach Ihrem letzten Besuch oder bis Sie sich abmelden; abgelaufene Sitzungen werden innerhalb der Stunde gelöscht. Cookie für bekannte Geräte: ein Jahr in Ihrem Browser. Zwei-Faktor-Schlüssel und Wiederherstellungscodes: bis Sie die Zwei-Faktor-Authentisierung ausschalten oder Ihr Konto gelöscht wird. Anfragezähler: gelöscht innerhalb der Stunde nach 15 Minuten ohne neuen Versuch und sobald eine von ihnen verhängte Wartezeit abgelaufen ist.",
          recipients: "Niemand; unser Hosting-Anbieter speichert die Daten in unserem Auftrag.",
        },
      },
      {
        id: "server-logs",
        title: "Serverprotokolle",
        body: [
          {
            text: "Für jede Anfrage hält unser Server die Zeit, die Methode, den angefragten Pfad ohne Abfrageparameter, den Antwortstatus und die Dauer der Antwort fest. Diese Protokolle enthalten keine IP-Adressen, keine E-Mail-Adressen und nichts von dem, was Sie in Formulare eingeben.",
          },
          {
            text: "Vor unserem Server führt auch der Reverse Proxy unseres Hosting-Anbieters, der die Verbindung verschlüsselt, ein Zugriffsprotokoll: die Zeit, Ihre IP-Adresse, die angefragte Adresse, den Antwortstatus sowie Name und Version Ihres Browsers.",
            toBeConfirmed: true,
          },
        ],
        processing: {
          purpose: "Um die Website in Betrieb zu halten, Fehler zu finden und Angriffe zu erkennen.",
          legalBasis: "Unser Interesse an einer sicheren und funktionierenden Website (Art. 6 Abs. 1 Bst. f DSGVO).",
          retention: "Höchstens 30 Tage, für die Protokolle unseres Servers und für das Zugriffsprotokoll des Reverse Proxys.",
          recipients: "Unser Hosting-Anbieter, in unserem Auftrag.",
          toBeConfirmed: ["retention"],
        },
      },
      {
        id: "e-mail",
        title: "E-Mails, die wir senden",
        body: [
          {
            text: `Wir senden E-Mails, um Ihre Adresse zu bestätigen, Ihr Passwort zurückzusetzen, Rechnungen zu senden, Ihre Mitfahrtsanfrage zu bestätigen, den abonnierten Newsletter zu senden und Ihre Anfragen zu beantworten. Unser Server hält jede Nachricht in einer Versandwarteschlange, bis sie zugestellt ist, und der Mail-Anbieter des Vereins stellt sie zu. Kann eine Nachricht ${UNDELIVERED_MAIL_GIVE_UP_DAYS} Tage nach dem Verfassen noch nicht zugestellt werden, hören wir auf, es zu versuchen, und informieren den Vorstand, damit wir Sie auf anderem Weg erreichen können.`,
          },
        ],
        processing: {
          purpose: "Um die Nachrichten zuzustellen, die Sie als Mitglied oder als antragstellende Person brauchen.",
          legalBasis: "Dieselbe wie für die Tätigkeit, zu der die Nachricht gehört (siehe oben).",
          retention: `Zugestellte Nachrichten werden spätestens ${MAIL_RETENTION_DAYS} Tage nach der Zustellung aus der Versandwarteschlange gelöscht; Nachrichten, die wir nicht zustellen konnten, spätestens ${MAIL_RETENTION_DAYS} Tage, nachdem wir die Versuche eingestellt haben.`,
          recipients: "Der Mail-Anbieter des Vereins, der die Nachrichten in unserem Auftrag bearbeitet.",
        },
      },
      {
        id: "hosting",
        title: "Hosting und Übermittlungen ins Ausland",
        body: [
          {
            text: `Unsere Website und ihre Daten werden von ${association.hosting.name} in ${association.hosting.country} gehostet. Unsere E-Mails werden von ${association.mailProvider.name} in ${association.mailProvider.country} zugestellt. Beide bearbeiten Personendaten nur in unserem Auftrag und nach unseren Weisungen.`,
            toBeConfirmed: true,
          },
          {
            text: "Über diese Anbieter hinaus übermitteln wir keine Personendaten ins Ausland. Sollte eine Übermittlung nötig werden, verwenden wir die gesetzlich verlangten Garantien, etwa Standardvertragsklauseln, und passen diese Erklärung an.",
          },
        ],
      },
      {
        id: "recipients",
        title: "Wer Ihre Daten erhält",
        body: [
          { text: "Ihre Personendaten gelangen nur an:" },
          {
            list: [
              "Vorstandsmitglieder des Vereins, jeweils nur soweit ihre Aufgabe es erfordert;",
              "unsere Hosting- und E-Mail-Anbieter, als Auftragsbearbeiter, die vertraglich verpflichtet sind, die Daten nur nach unseren Weisungen zu bearbeiten;",
              "Behörden, nur wo das Gesetz uns dazu verpflichtet.",
            ],
          },
          {
            text: "Die einzigen Personendaten, die wir veröffentlichen, sind Namen, Funktionen oder Zugehörigkeiten und Fotos der Personen auf der Seite «Über uns», mit deren Einverständnis.",
          },
        ],
      },
      {
        id: "security",
        title: "Datensicherheit",
        body: [
          {
            text: "Alle Verbindungen zur Website sind verschlüsselt (HTTPS). Passwörter werden nur als argon2id-Hashes gespeichert, Sitzungscookies können von Skripten nicht gelesen werden, und der Zugriff auf Mitgliederdaten ist nach Rollen beschränkt. Vorstandsmitglieder mit Admin-Rechten sind zur Verschwiegenheit verpflichtet.",
          },
        ],
      },
      {
        id: "your-rights",
        title: "Ihre Rechte",
        body: [
          { text: "Sie haben das Recht auf:" },
          {
            list: [
              "Auskunft: erfahren, welche Personendaten wir über Sie haben (Art. 25 DSG; Art. 15 DSGVO);",
              "Berichtigung: falsche Daten korrigieren lassen (Art. 32 DSG; Art. 16 DSGVO); die meisten Profilangaben können Sie im Mitglieder-Dashboard selbst korrigieren;",
              "Löschung: Ihre Daten löschen lassen, sofern uns das Gesetz nicht zur Aufbewahrung verpflichtet (Art. 32 DSG; Art. 17 DSGVO);",
              "Datenherausgabe und -übertragung: die Daten, die Sie uns gegeben haben, in einem gängigen elektronischen Format erhalten oder an eine andere Verantwortliche senden lassen (Art. 28 DSG; Art. 20 DSGVO);",
              "Widerspruch: einer Bearbeitung auf Grundlage unserer Interessen widersprechen und eine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen (Art. 30 und 32 DSG; Art. 7 Abs. 3 und 21 DSGVO);",
              "Einschränkung der Bearbeitung, wo die DSGVO anwendbar ist (Art. 18 DSGVO).",
            ],
          },
          {
            text: "Als Mitglied können Sie Ihre Daten selbst herunterladen: Die Karte «Meine Daten» im Mitglieder-Dashboard gibt Ihnen, nachdem Sie Ihr Passwort erneut eingegeben haben, eine Datei mit allem, was wir über Sie haben, und eine Seite, die sagt, warum wir es haben, wie lange wir es aufbewahren, wer es erhält und woher es stammt.",
          },
          {
            text: "Wir antworten innert 30 Tagen und kostenlos. Zum Schutz Ihrer Daten können wir Sie bitten, Ihre Identität nachzuweisen. Senden Sie Ihre Anfrage an:",
            link: privacyContact,
          },
        ],
      },
      {
        id: "complaints",
        title: "Beschwerden",
        body: [
          {
            text: "Wenn Sie glauben, dass wir Ihre Daten unrechtmässig bearbeiten, sagen Sie es bitte zuerst uns, damit wir es richtigstellen können. Sie können sich auch beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB), Feldeggweg 1, 3003 Bern, beschweren. Wenn Sie in der EU oder im EWR wohnen, können Sie sich auch an die Datenschutzbehörde Ihres Landes wenden.",
            link: { label: "Website des EDÖB", href: "https://www.edoeb.admin.ch/" },
          },
        ],
      },
      {
        id: "changes",
        title: "Änderungen dieser Erklärung",
        body: [
          {
            text: "Wir passen diese Erklärung an, wenn sich die Website oder das Recht ändert; das Datum oben zeigt die aktuelle Fassung. Über wichtige Änderungen informieren wir die Mitglieder per E-Mail.",
          },
        ],
      },
    ],
  },
};
