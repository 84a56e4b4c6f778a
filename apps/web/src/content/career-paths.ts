import { localized } from "./localized";

/** Texts of the career paths page (/emergency-medicine/career-paths); the courses are in courses.ts. */

export type Specialization = { title: string; description: string; path: string };

type CareerPathsContent = {
  intro: { title: string; lead: string };
  tabs: { specializations: { label: string; intro: string }; certificationCourses: { label: string; intro: string } };
  specializations: Specialization[];
};

const focusPath = "/emergency-medicine/focus-clinical-em";
const prehospitalPath = "/emergency-medicine/prehospital-em";
const airAmbulancePath = "/emergency-medicine/air-ambulance";

export const careerPathsContent = localized<CareerPathsContent>(
  {
    intro: {
      title: "Career paths in emergency medicine",
      lead: "Switzerland has no separate specialist title in emergency medicine. Physicians reach it through a base specialty plus a focus or a certificate, and through courses that are recognized along the way. Here is an overview to plan with.",
    },
    tabs: {
      specializations: {
        label: "Specializations",
        intro: "Three ways to work in emergency medicine as a physician: in the hospital emergency department, on the road with a rescue service, or in the air.",
      },
      certificationCourses: {
        label: "Certification Courses",
        intro: "Internationally known courses that train the first minutes of emergency care. Some are required for a Swiss qualification, and those marked student-friendly are open to you already during your studies.",
      },
    },
    specializations: [
      {
        title: "Focus clinical emergency medicine",
        description:
          "The qualification for physicians in hospital emergency departments, added to a specialist title: 24 months in approved emergency departments and four courses.",
        path: focusPath,
      },
      {
        title: "Prehospital emergency medicine certificate",
        description:
          "The certificate for emergency physicians in rescue services: three years of clinical training, three courses and 50 emergency calls.",
        path: prehospitalPath,
      },
      {
        title: "Air ambulance physician",
        description: "Helicopter, jet and consultant physicians in Swiss air rescue: what each role involves and what it requires.",
        path: airAmbulancePath,
      },
    ],
  },
  {
    de: {
      intro: {
        title: "Karrierewege in der Notfallmedizin",
        lead: "Die Schweiz kennt keinen eigenen Facharzttitel für Notfallmedizin. Ärztinnen und Ärzte gelangen über einen Basis-Facharzttitel mit einem Schwerpunkt oder einem Fähigkeitsausweis dorthin, und über Kurse, die unterwegs anerkannt werden. Hier finden Sie eine Übersicht für Ihre Planung.",
      },
      tabs: {
        specializations: {
          label: "Spezialisierungen",
          intro: "Drei Wege, als Ärztin oder Arzt in der Notfallmedizin zu arbeiten: auf der Notfallstation im Spital, unterwegs mit einem Rettungsdienst oder in der Luft.",
        },
        certificationCourses: {
          label: "Zertifizierungskurse",
          intro: "International bekannte Kurse, die die ersten Minuten der Notfallversorgung trainieren. Einige sind für eine Schweizer Qualifikation vorgeschrieben, und die als studierendenfreundlich markierten stehen Ihnen schon während des Studiums offen.",
        },
      },
      specializations: [
        {
          title: "Schwerpunkt klinische Notfallmedizin",
          description:
            "Die Qualifikation für Ärztinnen und Ärzte auf Notfallstationen im Spital, ergänzend zu einem Facharzttitel: 24 Monate auf anerkannten Notfallstationen und vier Kurse.",
          path: focusPath,
        },
        {
          title: "Fähigkeitsausweis präklinische Notfallmedizin",
          description:
            "Der Fähigkeitsausweis für Notärztinnen und Notärzte im Rettungsdienst: drei Jahre klinische Weiterbildung, drei Kurse und 50 Notfalleinsätze.",
          path: prehospitalPath,
        },
        {
          title: "Ärztin oder Arzt in der Luftrettung",
          description: "Helikopter-, Jet- und Beratungsärztinnen und -ärzte in der Schweizer Luftrettung: was jede Rolle umfasst und was sie voraussetzt.",
          path: airAmbulancePath,
        },
      ],
    },
    fr: {
      intro: {
        title: "Parcours professionnels en médecine d’urgence",
        lead: "La Suisse n’a pas de titre de spécialiste distinct en médecine d’urgence. Les médecins y accèdent par une spécialité de base complétée d’une formation approfondie ou d’une attestation, et par des cours reconnus en chemin. Voici une vue d’ensemble pour vous organiser.",
      },
      tabs: {
        specializations: {
          label: "Spécialisations",
          intro: "Trois façons de travailler en médecine d’urgence en tant que médecin : au service des urgences de l’hôpital, sur la route avec un service de sauvetage, ou dans les airs.",
        },
        certificationCourses: {
          label: "Cours de certification",
          intro: "Des cours connus dans le monde entier qui entraînent les premières minutes de la prise en charge d’urgence. Certains sont exigés pour une qualification suisse, et ceux marqués comme accessibles aux étudiants vous sont ouverts dès vos études.",
        },
      },
      specializations: [
        {
          title: "Formation approfondie en médecine d’urgence hospitalière",
          description:
            "La qualification des médecins des services d’urgence hospitaliers, ajoutée à un titre de spécialiste : 24 mois dans des services d’urgence reconnus et quatre cours.",
          path: focusPath,
        },
        {
          title: "Attestation de médecine d’urgence préhospitalière",
          description:
            "L’attestation des médecins d’urgence des services de sauvetage : trois ans de formation clinique, trois cours et 50 interventions d’urgence.",
          path: prehospitalPath,
        },
        {
          title: "Médecin du sauvetage aérien",
          description: "Médecins d’hélicoptère, de jet et médecins-conseils du sauvetage aérien suisse : ce que chaque rôle implique et ce qu’il exige.",
          path: airAmbulancePath,
        },
      ],
    },
    it: {
      intro: {
        title: "Percorsi di carriera nella medicina d’urgenza",
        lead: "La Svizzera non ha un titolo di specialista separato in medicina d’urgenza. I medici vi arrivano con una specializzazione di base più una formazione approfondita o un certificato, e con corsi riconosciuti lungo il percorso. Ecco una panoramica per pianificare.",
      },
      tabs: {
        specializations: {
          label: "Specializzazioni",
          intro: "Tre modi di lavorare nella medicina d’urgenza come medico: nel pronto soccorso dell’ospedale, sul territorio con un servizio di soccorso o in volo.",
        },
        certificationCourses: {
          label: "Corsi di certificazione",
          intro: "Corsi conosciuti a livello internazionale che allenano i primi minuti delle cure d’urgenza. Alcuni sono richiesti per una qualifica svizzera, e quelli indicati come adatti agli studenti Le sono aperti già durante gli studi.",
        },
      },
      specializations: [
        {
          title: "Formazione approfondita in medicina d’urgenza ospedaliera",
          description:
            "La qualifica per i medici dei pronto soccorso ospedalieri, che si aggiunge a un titolo di specialista: 24 mesi in pronto soccorso riconosciuti e quattro corsi.",
          path: focusPath,
        },
        {
          title: "Certificato di medicina d’urgenza preospedaliera",
          description:
            "Il certificato per i medici d’urgenza dei servizi di soccorso: tre anni di formazione clinica, tre corsi e 50 interventi d’urgenza.",
          path: prehospitalPath,
        },
        {
          title: "Medico del soccorso aereo",
          description: "Medici di elicottero, di jet e medici consulenti nel soccorso aereo svizzero: cosa comporta ogni ruolo e cosa richiede.",
          path: airAmbulancePath,
        },
      ],
    },
  },
);
