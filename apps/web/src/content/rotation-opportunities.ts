import type { Locale, RotationType } from "@ssem/core";
import { localized } from "./localized";

export type RotationOpportunity = {
  id: string;
  /** Hospital, city and country name the places of the review board, so they are the same in every language. */
  hospital: string;
  city: string;
  country: string;
  /** The same place as the reader's language names it ("Universitätsspital Zürich (USZ)", "Zürich", "Schweiz"). */
  shown: ShownPlace;
  department: string;
  /** Null while the association has not confirmed a contact: the card shows "coming soon". */
  contactEmail: string | null;
  contactPerson: string | null;
  website?: string;
  applicationProcess: string;
  rotationTypes: RotationType[];
  /** Null where the hospital's current conditions are not confirmed yet. */
  duration: string | null;
  requirements: string[];
  housingProvided: boolean | null;
  stipendProvided: boolean | null;
  description: string;
};

type Language = "german" | "french";

/** Named apart from `hospital`, `city` and `country`, which localized.test.ts holds equal in every language. */
type ShownPlace = { hospitalName: string; cityName: string; countryName: string };

/**
 * What the hospitals are, the same in every language, and how each language names them (issue 39, point 14): the
 * hospital's own name in that language where it has one ("Universitätsspital Zürich", "Hôpitaux universitaires de
 * Genève"), the proper name where it is one in every language ("Inselspital", "CHUV"), and the city's name in that
 * language ("Genf", "Berne", "Coira"). The English names stay the places' keys on the review board.
 */
const hospitals = [
  {
    id: "inselspital-bern",
    hospital: "Inselspital, Bern University Hospital",
    city: "Bern",
    website: "https://www.insel.ch",
    language: "german",
    names: {
      de: ["Inselspital, Universitätsspital Bern", "Bern"],
      fr: ["Inselspital, Hôpital universitaire de Berne", "Berne"],
      it: ["Inselspital, Ospedale universitario di Berna", "Berna"],
    },
  },
  {
    id: "usz-zurich",
    hospital: "University Hospital Zurich (USZ)",
    city: "Zurich",
    website: "https://www.usz.ch",
    language: "german",
    names: { de: ["Universitätsspital Zürich (USZ)", "Zürich"], fr: ["Hôpital universitaire de Zurich (USZ)", "Zurich"], it: ["Ospedale universitario di Zurigo (USZ)", "Zurigo"] },
  },
  {
    id: "usb-basel",
    hospital: "University Hospital Basel (USB)",
    city: "Basel",
    website: "https://www.unispital-basel.ch",
    language: "german",
    names: { de: ["Universitätsspital Basel (USB)", "Basel"], fr: ["Hôpital universitaire de Bâle (USB)", "Bâle"], it: ["Ospedale universitario di Basilea (USB)", "Basilea"] },
  },
  {
    id: "chuv-lausanne",
    hospital: "Lausanne University Hospital (CHUV)",
    city: "Lausanne",
    website: "https://www.chuv.ch",
    language: "french",
    names: {
      de: ["Centre hospitalier universitaire vaudois (CHUV)", "Lausanne"],
      fr: ["Centre hospitalier universitaire vaudois (CHUV)", "Lausanne"],
      it: ["Centre hospitalier universitaire vaudois (CHUV)", "Losanna"],
    },
  },
  {
    id: "hug-geneva",
    hospital: "Geneva University Hospitals (HUG)",
    city: "Geneva",
    website: "https://www.hug.ch",
    language: "french",
    names: { de: ["Universitätsspitäler Genf (HUG)", "Genf"], fr: ["Hôpitaux universitaires de Genève (HUG)", "Genève"], it: ["Ospedali universitari di Ginevra (HUG)", "Ginevra"] },
  },
  {
    id: "kssg-st-gallen",
    hospital: "Cantonal Hospital St. Gallen (KSSG)",
    city: "St. Gallen",
    website: "https://www.kssg.ch",
    language: "german",
    names: { de: ["Kantonsspital St. Gallen (KSSG)", "St. Gallen"], fr: ["Hôpital cantonal de Saint-Gall (KSSG)", "Saint-Gall"], it: ["Ospedale cantonale di San Gallo (KSSG)", "San Gallo"] },
  },
  {
    id: "luks-lucerne",
    hospital: "Lucerne Cantonal Hospital (LUKS)",
    city: "Lucerne",
    website: "https://www.luks.ch",
    language: "german",
    names: { de: ["Luzerner Kantonsspital (LUKS)", "Luzern"], fr: ["Hôpital cantonal de Lucerne (LUKS)", "Lucerne"], it: ["Ospedale cantonale di Lucerna (LUKS)", "Lucerna"] },
  },
  {
    id: "ksa-aarau",
    hospital: "Cantonal Hospital Aarau (KSA)",
    city: "Aarau",
    website: "https://www.ksa.ch",
    language: "german",
    names: { de: ["Kantonsspital Aarau (KSA)", "Aarau"], fr: ["Hôpital cantonal d’Aarau (KSA)", "Aarau"], it: ["Ospedale cantonale di Aarau (KSA)", "Aarau"] },
  },
  {
    id: "ksgr-chur",
    hospital: "Cantonal Hospital Graubünden (KSGR)",
    city: "Chur",
    website: "https://www.ksgr.ch",
    language: "german",
    names: { de: ["Kantonsspital Graubünden (KSGR)", "Chur"], fr: ["Hôpital cantonal des Grisons (KSGR)", "Coire"], it: ["Ospedale cantonale dei Grigioni (KSGR)", "Coira"] },
  },
] as const satisfies ReadonlyArray<{
  id: string;
  hospital: string;
  city: string;
  website: string;
  language: Language;
  names: Record<Exclude<Locale, "en">, readonly [hospital: string, city: string]>;
}>;

const country = "Switzerland";
const countryNames: Record<Locale, string> = { en: country, de: "Schweiz", fr: "Suisse", it: "Svizzera" };

type HospitalId = (typeof hospitals)[number]["id"];

/** The texts of the page and its cards in one language. */
type RotationTexts = {
  page: { title: string; intro: string; opportunitiesTitle: string; opportunitiesNote: string };
  department: string;
  electiveApplication: string;
  languageRequirement: Record<Language, string>;
  descriptions: Record<HospitalId, string>;
};

type RotationsContent = { page: RotationTexts["page"]; opportunities: RotationOpportunity[] };

// Contacts, durations, housing and stipends are left open on purpose until the association confirms them
// with each hospital: an invented contact would send students' applications nowhere.
function rotationsContent(locale: Locale, texts: RotationTexts): RotationsContent {
  return {
    page: texts.page,
    opportunities: hospitals.map(({ id, hospital, city, website, language, names }) => ({
      id,
      hospital,
      city,
      country,
      shown:
        locale === "en"
          ? { hospitalName: hospital, cityName: city, countryName: country }
          : { hospitalName: names[locale][0], cityName: names[locale][1], countryName: countryNames[locale] },
      department: texts.department,
      contactEmail: null,
      contactPerson: null,
      website,
      applicationProcess: texts.electiveApplication,
      rotationTypes: ["medical_students"],
      duration: null,
      requirements: [texts.languageRequirement[language]],
      housingProvided: null,
      stipendProvided: null,
      description: texts.descriptions[id],
    })),
  };
}

export const clinicalRotationsContent = localized<RotationsContent>(
  rotationsContent("en", {
    page: {
      title: "Clinical rotations",
      intro:
        "A clinical rotation in an emergency department is the best way to find out whether the specialty suits you. Here are hospitals that offer rotations to students.",
      opportunitiesTitle: "Rotation opportunities",
      opportunitiesNote: "Where the contact says coming soon, apply through the hospital's own application channels.",
    },
    department: "Emergency department",
    electiveApplication:
      "Apply for an elective (Unterassistenz) through the hospital's application process for medical students, usually many months in advance.",
    languageRequirement: { german: "Good knowledge of German", french: "Good knowledge of French" },
    descriptions: {
      "inselspital-bern": "University hospital with a large interdisciplinary emergency department and a trauma centre for the Bern region.",
      "usz-zurich": "University hospital in the centre of Zurich with a broad case mix in adult emergency medicine.",
      "usb-basel": "University hospital of north-western Switzerland with an emergency centre for adults.",
      "chuv-lausanne": "University hospital in French-speaking Switzerland and a centre for emergency and trauma care in the Lake Geneva region.",
      "hug-geneva": "Switzerland's largest university hospital group, with adult and paediatric emergency departments.",
      "kssg-st-gallen": "Centre hospital of eastern Switzerland and a teaching hospital with a busy emergency department.",
      "luks-lucerne": "The largest hospital in central Switzerland and the main clinical partner of the medical master's programme in Lucerne.",
      "ksa-aarau": "Centre hospital of the canton of Aargau with an interdisciplinary emergency department.",
      "ksgr-chur": "Centre hospital for a mountain canton, where alpine and winter sports injuries are part of everyday emergency care.",
    },
  }),
  {
    de: rotationsContent("de", {
      page: {
        title: "Klinische Praktika",
        intro:
          "Ein klinisches Praktikum auf einer Notfallstation ist der beste Weg herauszufinden, ob das Fach zu Ihnen passt. Hier finden Sie Spitäler, die Studierenden Praktika anbieten.",
        opportunitiesTitle: "Praktikumsmöglichkeiten",
        opportunitiesNote: "Wo beim Kontakt «folgt bald» steht, bewerben Sie sich über die Bewerbungskanäle des Spitals.",
      },
      department: "Notfallstation",
      electiveApplication:
        "Bewerben Sie sich für eine Unterassistenz über das Bewerbungsverfahren des Spitals für Medizinstudierende, meist viele Monate im Voraus.",
      languageRequirement: { german: "Gute Deutschkenntnisse", french: "Gute Französischkenntnisse" },
      descriptions: {
        "inselspital-bern": "Universitätsspital mit einer grossen interdisziplinären Notfallstation und einem Traumazentrum für die Region Bern.",
        "usz-zurich": "Universitätsspital im Zentrum von Zürich mit einem breiten Fallspektrum in der Notfallmedizin für Erwachsene.",
        "usb-basel": "Universitätsspital der Nordwestschweiz mit einem Notfallzentrum für Erwachsene.",
        "chuv-lausanne": "Universitätsspital der Westschweiz und ein Zentrum für Notfall- und Traumaversorgung in der Genferseeregion.",
        "hug-geneva": "Die grösste Universitätsspitalgruppe der Schweiz, mit Notfallstationen für Erwachsene und Kinder.",
        "kssg-st-gallen": "Zentrumsspital der Ostschweiz und Lehrspital mit einer stark frequentierten Notfallstation.",
        "luks-lucerne": "Das grösste Spital der Zentralschweiz und der wichtigste klinische Partner des Masterstudiengangs Medizin in Luzern.",
        "ksa-aarau": "Zentrumsspital des Kantons Aargau mit einer interdisziplinären Notfallstation.",
        "ksgr-chur": "Zentrumsspital eines Bergkantons, in dem alpine Unfälle und Wintersportverletzungen zum Notfallalltag gehören.",
      },
    }),
    fr: rotationsContent("fr", {
      page: {
        title: "Stages cliniques",
        intro:
          "Un stage clinique dans un service d’urgence est le meilleur moyen de savoir si la spécialité vous convient. Voici des hôpitaux qui proposent des stages aux étudiants.",
        opportunitiesTitle: "Possibilités de stage",
        opportunitiesNote: "Lorsque le contact indique « bientôt disponible », postulez par les canaux de candidature propres à l’hôpital.",
      },
      department: "Service des urgences",
      electiveApplication:
        "Postulez pour un stage à option (Unterassistenz) via la procédure de candidature de l’hôpital pour étudiants en médecine, généralement de nombreux mois à l’avance.",
      languageRequirement: { german: "Bonnes connaissances de l’allemand", french: "Bonnes connaissances du français" },
      descriptions: {
        "inselspital-bern": "Hôpital universitaire doté d’un grand service d’urgence interdisciplinaire et d’un centre de traumatologie pour la région bernoise.",
        "usz-zurich": "Hôpital universitaire au centre de Zurich avec un large éventail de cas en médecine d’urgence adulte.",
        "usb-basel": "Hôpital universitaire du nord-ouest de la Suisse avec un centre d’urgence pour adultes.",
        "chuv-lausanne": "Hôpital universitaire de Suisse romande et centre de soins d’urgence et de traumatologie de la région lémanique.",
        "hug-geneva": "Le plus grand groupe hospitalier universitaire de Suisse, avec des services d’urgence adultes et pédiatriques.",
        "kssg-st-gallen": "Hôpital central de Suisse orientale et hôpital de formation avec un service d’urgence très fréquenté.",
        "luks-lucerne": "Le plus grand hôpital de Suisse centrale et le principal partenaire clinique du master en médecine à Lucerne.",
        "ksa-aarau": "Hôpital central du canton d’Argovie avec un service d’urgence interdisciplinaire.",
        "ksgr-chur": "Hôpital central d’un canton de montagne, où les accidents alpins et les blessures de sports d’hiver font partie du quotidien des urgences.",
      },
    }),
    it: rotationsContent("it", {
      page: {
        title: "Stage clinici",
        intro:
          "Uno stage clinico in un pronto soccorso è il modo migliore per capire se la specialità fa per Lei. Ecco gli ospedali che offrono stage agli studenti.",
        opportunitiesTitle: "Possibilità di stage",
        opportunitiesNote: "Dove il contatto indica «prossimamente», si candidi tramite i canali di candidatura dell’ospedale.",
      },
      department: "Pronto soccorso",
      electiveApplication:
        "Si candidi per uno stage opzionale (Unterassistenz) tramite la procedura di candidatura dell’ospedale per studenti di medicina, di solito con molti mesi di anticipo.",
      languageRequirement: { german: "Buona conoscenza del tedesco", french: "Buona conoscenza del francese" },
      descriptions: {
        "inselspital-bern": "Ospedale universitario con un grande pronto soccorso interdisciplinare e un centro traumatologico per la regione di Berna.",
        "usz-zurich": "Ospedale universitario nel centro di Zurigo con un’ampia casistica nella medicina d’urgenza per adulti.",
        "usb-basel": "Ospedale universitario della Svizzera nord-occidentale con un centro d’urgenza per adulti.",
        "chuv-lausanne": "Ospedale universitario della Svizzera romanda e centro di cure d’urgenza e traumatologiche nella regione del Lemano.",
        "hug-geneva": "Il più grande gruppo ospedaliero universitario della Svizzera, con pronto soccorso per adulti e pediatrici.",
        "kssg-st-gallen": "Ospedale centrale della Svizzera orientale e ospedale di formazione con un pronto soccorso molto frequentato.",
        "luks-lucerne": "Il più grande ospedale della Svizzera centrale e il principale partner clinico del master in medicina a Lucerna.",
        "ksa-aarau": "Ospedale centrale del Cantone di Argovia con un pronto soccorso interdisciplinare.",
        "ksgr-chur": "Ospedale centrale di un cantone di montagna, dove gli incidenti alpini e le lesioni da sport invernali fanno parte della quotidianità del pronto soccorso.",
      },
    }),
  },
);
