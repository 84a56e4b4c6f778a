import { localized } from "./localized";

/** Texts of the air ambulance page (/emergency-medicine/air-ambulance). */

export const airAmbulanceRoleIds = ["helicopter-physician", "jet-physician", "consultant-physician"] as const;

export type AirAmbulanceRoleId = (typeof airAmbulanceRoleIds)[number];

export type AirAmbulanceRole = {
  id: AirAmbulanceRoleId;
  label: string;
  description: string;
  requirements: string[];
};

type AirAmbulanceContent = {
  intro: { title: string; lead: string };
  providers: { title: string; intro: string; names: string[]; note: string };
  rolesTitle: string;
  roles: AirAmbulanceRole[];
};

const providerNames = ["Rega", "TCS Swiss Ambulance Rescue / Alpine Air Ambulance", "Air Zermatt", "Air-Glaciers"];

export const airAmbulanceContent = localized<AirAmbulanceContent>(
  {
    intro: {
      title: "Air ambulance physician",
      lead: "Mountains, lakes and long distances make air rescue an essential part of emergency medicine in Switzerland. Physicians fly on rescue helicopters, accompany patients on ambulance jets, and advise from the operations center.",
    },
    providers: {
      title: "Air rescue providers",
      intro: "Air rescue in Switzerland is provided by several organizations, among them:",
      names: providerNames,
      note: "Requirements differ between organizations and change over time. What follows is a general orientation; the current job postings of each provider are binding.",
    },
    rolesTitle: "Roles and requirements",
    roles: [
      {
        id: "helicopter-physician",
        label: "Helicopter Physician",
        description:
          "Helicopter physicians fly primary missions, such as accidents, medical emergencies and mountain rescues, as well as transfers between hospitals. They work in a small crew with a pilot and a paramedic, often far from further help.",
        requirements: [
          "Solid experience in anesthesiology, intensive care or emergency medicine, with confident airway management and sedation",
          "Current advanced life support courses, such as ACLS/ALS, ATLS/ETC and PALS/EPLS",
          "Good physical fitness and a head for heights: mountain missions can include winch operations",
          "Willingness to work shifts at a helicopter base",
          "For anesthesiology residents, a six-month rotation as helicopter physician is possible during training",
        ],
      },
      {
        id: "jet-physician",
        label: "Jet Physician",
        description:
          "Jet physicians accompany patients on ambulance jets, most often bringing home people who fell ill or were injured abroad. A mission can last from several hours to a few days and needs careful planning of intensive care in a confined cabin.",
        requirements: [
          "At least 4 years of clinical experience",
          "A background in anesthesiology, intensive care, internal medicine or emergency medicine",
          "Good English; further languages are an asset",
          "Flexibility for missions abroad at short notice, with valid travel documents and vaccinations",
        ],
      },
      {
        id: "consultant-physician",
        label: "Consultant Physician",
        description:
          "Consultant physicians work in the operations center. They assess requests for help from abroad, talk to the treating doctors on site and decide with the team whether, when and how a patient is brought home.",
        requirements: [
          "At least 4 years of clinical experience",
          "Broad clinical knowledge, for example in internal medicine, anesthesiology or intensive care",
          "Sound judgment at a distance, without seeing the patient yourself",
          "Good command of several languages, as cases come in from all over the world",
        ],
      },
    ],
  },
  {
    de: {
      intro: {
        title: "Ärztin oder Arzt in der Luftrettung",
        lead: "Berge, Seen und weite Distanzen machen die Luftrettung zu einem wesentlichen Teil der Notfallmedizin in der Schweiz. Ärztinnen und Ärzte fliegen auf Rettungshelikoptern, begleiten Patientinnen und Patienten in Ambulanzjets und beraten aus der Einsatzzentrale.",
      },
      providers: {
        title: "Anbieter der Luftrettung",
        intro: "Die Luftrettung in der Schweiz wird von mehreren Organisationen geleistet, darunter:",
        names: providerNames,
        note: "Die Anforderungen unterscheiden sich zwischen den Organisationen und ändern sich mit der Zeit. Das Folgende ist eine allgemeine Orientierung; verbindlich sind die aktuellen Stellenausschreibungen der einzelnen Anbieter.",
      },
      rolesTitle: "Rollen und Anforderungen",
      roles: [
        {
          id: "helicopter-physician",
          label: "Helikopterärztin/-arzt",
          description:
            "Helikopterärztinnen und -ärzte fliegen Primäreinsätze wie Unfälle, medizinische Notfälle und Bergrettungen sowie Verlegungen zwischen Spitälern. Sie arbeiten in einer kleinen Crew mit Pilotin oder Pilot und Rettungssanitäterin oder -sanitäter, oft weit weg von weiterer Hilfe.",
          requirements: [
            "Solide Erfahrung in Anästhesiologie, Intensivmedizin oder Notfallmedizin, mit sicherem Atemwegsmanagement und sicherer Sedation",
            "Aktuelle Kurse in erweiterten Reanimationsmassnahmen wie ACLS/ALS, ATLS/ETC und PALS/EPLS",
            "Gute körperliche Fitness und Schwindelfreiheit: Bergeinsätze können Windeneinsätze umfassen",
            "Bereitschaft zu Schichtarbeit auf einer Helikopterbasis",
            "Für Assistenzärztinnen und -ärzte der Anästhesiologie ist während der Weiterbildung eine sechsmonatige Rotation als Helikopterärztin oder -arzt möglich",
          ],
        },
        {
          id: "jet-physician",
          label: "Jetärztin/-arzt",
          description:
            "Jetärztinnen und -ärzte begleiten Patientinnen und Patienten in Ambulanzjets und holen meist Menschen nach Hause, die im Ausland erkrankt sind oder sich verletzt haben. Ein Einsatz kann einige Stunden bis wenige Tage dauern und erfordert eine sorgfältige Planung der Intensivbehandlung in einer engen Kabine.",
          requirements: [
            "Mindestens 4 Jahre klinische Erfahrung",
            "Ein Hintergrund in Anästhesiologie, Intensivmedizin, Innerer Medizin oder Notfallmedizin",
            "Gutes Englisch; weitere Sprachen sind von Vorteil",
            "Flexibilität für kurzfristige Auslandeinsätze, mit gültigen Reisedokumenten und Impfungen",
          ],
        },
        {
          id: "consultant-physician",
          label: "Beratungsärztin/-arzt",
          description:
            "Beratungsärztinnen und -ärzte arbeiten in der Einsatzzentrale. Sie beurteilen Hilfeersuchen aus dem Ausland, sprechen mit den behandelnden Ärztinnen und Ärzten vor Ort und entscheiden mit dem Team, ob, wann und wie eine Patientin oder ein Patient nach Hause gebracht wird.",
          requirements: [
            "Mindestens 4 Jahre klinische Erfahrung",
            "Breites klinisches Wissen, zum Beispiel in Innerer Medizin, Anästhesiologie oder Intensivmedizin",
            "Sicheres Urteilsvermögen aus der Distanz, ohne die Patientin oder den Patienten selbst zu sehen",
            "Gute Kenntnisse mehrerer Sprachen, da Fälle aus der ganzen Welt eingehen",
          ],
        },
      ],
    },
    fr: {
      intro: {
        title: "Médecin du sauvetage aérien",
        lead: "Montagnes, lacs et longues distances font du sauvetage aérien un élément essentiel de la médecine d’urgence en Suisse. Les médecins volent à bord d’hélicoptères de sauvetage, accompagnent des patients dans des jets-ambulances et conseillent depuis la centrale d’intervention.",
      },
      providers: {
        title: "Prestataires du sauvetage aérien",
        intro: "Le sauvetage aérien en Suisse est assuré par plusieurs organisations, parmi lesquelles :",
        names: providerNames,
        note: "Les exigences diffèrent d’une organisation à l’autre et évoluent avec le temps. Ce qui suit est une orientation générale ; les offres d’emploi actuelles de chaque prestataire font foi.",
      },
      rolesTitle: "Rôles et exigences",
      roles: [
        {
          id: "helicopter-physician",
          label: "Médecin d’hélicoptère",
          description:
            "Les médecins d’hélicoptère effectuent des missions primaires, comme des accidents, des urgences médicales et des sauvetages en montagne, ainsi que des transferts entre hôpitaux. Ils travaillent dans un petit équipage avec un pilote et un ambulancier, souvent loin de toute autre aide.",
          requirements: [
            "Une solide expérience en anesthésiologie, en soins intensifs ou en médecine d’urgence, avec une maîtrise sûre des voies aériennes et de la sédation",
            "Des cours de réanimation avancée à jour, comme ACLS/ALS, ATLS/ETC et PALS/EPLS",
            "Une bonne condition physique et l’absence de vertige : les missions en montagne peuvent comprendre des opérations au treuil",
            "Être prêt à travailler en horaires d’équipe sur une base d’hélicoptère",
            "Pour les médecins assistants en anesthésiologie, une rotation de six mois comme médecin d’hélicoptère est possible pendant la formation",
          ],
        },
        {
          id: "jet-physician",
          label: "Médecin de jet",
          description:
            "Les médecins de jet accompagnent des patients dans des jets-ambulances, le plus souvent pour rapatrier des personnes tombées malades ou blessées à l’étranger. Une mission peut durer de quelques heures à quelques jours et exige une planification soigneuse des soins intensifs dans une cabine exiguë.",
          requirements: [
            "Au moins 4 ans d’expérience clinique",
            "Une formation en anesthésiologie, soins intensifs, médecine interne ou médecine d’urgence",
            "Un bon anglais ; d’autres langues sont un atout",
            "De la flexibilité pour des missions à l’étranger à court terme, avec des documents de voyage et des vaccinations valables",
          ],
        },
        {
          id: "consultant-physician",
          label: "Médecin-conseil",
          description:
            "Les médecins-conseils travaillent à la centrale d’intervention. Ils évaluent les demandes d’aide venant de l’étranger, s’entretiennent avec les médecins traitants sur place et décident avec l’équipe si, quand et comment un patient est rapatrié.",
          requirements: [
            "Au moins 4 ans d’expérience clinique",
            "De vastes connaissances cliniques, par exemple en médecine interne, anesthésiologie ou soins intensifs",
            "Un jugement sûr à distance, sans voir soi-même le patient",
            "Une bonne maîtrise de plusieurs langues, car les cas arrivent du monde entier",
          ],
        },
      ],
    },
    it: {
      intro: {
        title: "Medico del soccorso aereo",
        lead: "Montagne, laghi e grandi distanze fanno del soccorso aereo una parte essenziale della medicina d’urgenza in Svizzera. I medici volano sugli elicotteri di soccorso, accompagnano i pazienti sui jet ambulanza e danno consulenza dalla centrale operativa.",
      },
      providers: {
        title: "Organizzazioni di soccorso aereo",
        intro: "In Svizzera il soccorso aereo è garantito da diverse organizzazioni, tra cui:",
        names: providerNames,
        note: "I requisiti variano tra le organizzazioni e cambiano nel tempo. Quanto segue è un orientamento generale; fanno stato gli annunci di lavoro attuali di ciascuna organizzazione.",
      },
      rolesTitle: "Ruoli e requisiti",
      roles: [
        {
          id: "helicopter-physician",
          label: "Medico di elicottero",
          description:
            "I medici di elicottero volano in missioni primarie, come incidenti, emergenze mediche e soccorsi in montagna, oltre che in trasferimenti tra ospedali. Lavorano in un piccolo equipaggio con un pilota e un soccorritore, spesso lontano da altri aiuti.",
          requirements: [
            "Solida esperienza in anestesiologia, cure intense o medicina d’urgenza, con una gestione sicura delle vie aeree e della sedazione",
            "Corsi aggiornati di supporto vitale avanzato, come ACLS/ALS, ATLS/ETC e PALS/EPLS",
            "Buona forma fisica e assenza di vertigini: le missioni in montagna possono includere operazioni con il verricello",
            "Disponibilità a lavorare a turni presso una base di elicotteri",
            "Per i medici assistenti in anestesiologia è possibile, durante la formazione, una rotazione di sei mesi come medico di elicottero",
          ],
        },
        {
          id: "jet-physician",
          label: "Medico di jet",
          description:
            "I medici di jet accompagnano i pazienti sui jet ambulanza, per lo più riportando a casa persone ammalatesi o ferite all’estero. Una missione può durare da alcune ore a qualche giorno e richiede un’attenta pianificazione delle cure intense in una cabina ristretta.",
          requirements: [
            "Almeno 4 anni di esperienza clinica",
            "Una formazione in anestesiologia, cure intense, medicina interna o medicina d’urgenza",
            "Buon inglese; altre lingue sono un vantaggio",
            "Flessibilità per missioni all’estero con breve preavviso, con documenti di viaggio e vaccinazioni validi",
          ],
        },
        {
          id: "consultant-physician",
          label: "Medico consulente",
          description:
            "I medici consulenti lavorano nella centrale operativa. Valutano le richieste di aiuto dall’estero, parlano con i medici curanti sul posto e decidono con il team se, quando e come un paziente viene riportato a casa.",
          requirements: [
            "Almeno 4 anni di esperienza clinica",
            "Ampie conoscenze cliniche, ad esempio in medicina interna, anestesiologia o cure intense",
            "Giudizio sicuro a distanza, senza vedere personalmente il paziente",
            "Buona padronanza di più lingue, poiché i casi arrivano da tutto il mondo",
          ],
        },
      ],
    },
  },
);
