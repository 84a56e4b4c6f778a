import type { LinkData } from "./link-data";
import { localized } from "./localized";

const base = "/emergency-medicine/student-courses";

export type StudentCourse = {
  title: string;
  description: string;
  /** Null while the page is not written yet: the card shows "Coming Soon". */
  path: string | null;
};

/** One course of a provider; `details` are short labelled facts such as location or audience. */
export type CourseOffer = {
  name: string;
  details: { label: string; value: string }[];
  description: string;
};

export type CourseProvider = {
  name: string;
  intro: string[];
  offers: CourseOffer[];
  links: LinkData[];
};

type StudentCoursesContent = {
  page: { title: string; intro: string };
  courses: StudentCourse[];
  medventura: CourseProvider;
  stewi: CourseProvider;
};

const medventuraUrl = "https://www.medventura.ch";
const stewiUrl = "https://www.stewi.ch";

export const studentCoursesContent = localized<StudentCoursesContent>(
  {
    page: {
      title: "Student courses",
      intro:
        "Courses that students can take before graduation: hands-on training in emergency skills, scenarios and teamwork, often taught by students together with physicians and paramedics.",
    },
    courses: [
      {
        title: "AO Courses",
        description:
          "Courses of the AO Foundation on the principles of fracture and trauma care. We are collecting the offers that are open to students.",
        path: null,
      },
      {
        title: "Medventura",
        description:
          "Practical weekend courses in emergency, mountain and surgical skills for medical students, in Bern, Basel and Zermatt.",
        path: `${base}/medventura`,
      },
      {
        title: "STEWI Provider / Advanced",
        description:
          "The Student Trauma & Emergency Weekend: scenario training for medical students, and for paramedic and final-year medical students together.",
        path: `${base}/stewi`,
      },
      {
        title: "Summer Academy of Disaster Medicine",
        description: "A summer course on disaster medicine and mass-casualty incidents. Details will follow.",
        path: null,
      },
    ],
    medventura: {
      name: "Medventura courses",
      intro: [
        "Medventura runs practical emergency medicine courses for medical students. Physicians and experienced students teach in small groups at skill stations and in scenarios that are as close to reality as possible.",
        "Dates, prices and registration for each course are published on Medventura's official website.",
      ],
      offers: [
        {
          name: "Basiskurs Bern",
          details: [{ label: "Location", value: "Bern" }],
          description:
            "A weekend introduction to emergency medicine for students in their first years: basic life support with an AED, venous access and infusions, rescue techniques, triage and a mass-casualty exercise.",
        },
        {
          name: "Basiskurs Basel",
          details: [{ label: "Location", value: "Basel" }],
          description:
            "The basic course in Basel: the core skills of first emergency care, practised hands-on in small groups and then applied in realistic scenarios.",
        },
        {
          name: "Gebirgskurs Zermatt",
          details: [{ label: "Location", value: "Zermatt" }],
          description:
            "Emergency medicine in the mountains: caring for patients in alpine terrain, altitude illness, hypothermia and the particularities of mountain rescue.",
        },
        {
          name: "Winterkurs",
          details: [{ label: "Location", value: "Announced on the Medventura website" }],
          description:
            "Emergency medicine in winter conditions: avalanche accidents, hypothermia and cold injuries, and working safely in snow and cold.",
        },
        {
          name: "Chirurgiekurs Bern",
          details: [{ label: "Location", value: "Bern" }],
          description:
            "Basic surgical skills: knot tying, suturing techniques and wound care, practised step by step under supervision.",
        },
      ],
      links: [{ label: "Visit the official Medventura website", href: medventuraUrl }],
    },
    stewi: {
      name: "STEWI courses",
      intro: [
        "STEWI (Student Trauma & Emergency Weekend) is a training weekend in emergency medicine organised by students. Participants work through emergency scenarios in small teams, coached by physicians and paramedics who give direct feedback after each case.",
        "The formats build on each other, from a first structured approach to emergencies to interprofessional teamwork shortly before graduation.",
      ],
      offers: [
        {
          name: "Provider",
          details: [{ label: "For", value: "Medical students in 3rd or 4th year" }],
          description:
            "A structured approach to medical and trauma emergencies, trained in scenarios in small groups, each accompanied by a physician and a paramedic.",
        },
        {
          name: "Advanced",
          details: [{ label: "For", value: "Paramedic students in last training phase or medical students in 6th year" }],
          description:
            "Mixed teams of future paramedics and physicians manage realistic scenarios with made-up casualties, from paediatric emergencies to incidents with several patients, followed by debriefings and workshops.",
        },
        {
          name: "Sonographie",
          details: [{ label: "Prerequisite", value: "Requires the basic abdomen sonography course" }],
          description:
            "Point-of-care ultrasound in emergencies: focused examinations that answer a clear question at the bedside, such as free fluid in the abdomen.",
        },
      ],
      links: [{ label: "Visit the official STEWI website", href: stewiUrl, toBeConfirmed: true }],
    },
  },
  {
    de: {
      page: {
        title: "Kurse für Studierende",
        intro:
          "Kurse, die Studierende vor dem Abschluss besuchen können: praktisches Training von Notfallfertigkeiten, Szenarien und Teamarbeit, oft unterrichtet von Studierenden zusammen mit Ärztinnen und Ärzten sowie Rettungssanitäterinnen und -sanitätern.",
      },
      courses: [
        {
          title: "AO Courses",
          description:
            "Kurse der AO Foundation zu den Grundsätzen der Fraktur- und Traumaversorgung. Wir sammeln die Angebote, die Studierenden offenstehen.",
          path: null,
        },
        {
          title: "Medventura",
          description:
            "Praktische Wochenendkurse in Notfall-, Gebirgs- und chirurgischen Fertigkeiten für Medizinstudierende, in Bern, Basel und Zermatt.",
          path: `${base}/medventura`,
        },
        {
          title: "STEWI Provider / Advanced",
          description:
            "Das Student Trauma & Emergency Weekend: Szenariotraining für Medizinstudierende sowie für Studierende der Rettungssanität und Medizinstudierende im letzten Studienjahr gemeinsam.",
          path: `${base}/stewi`,
        },
        {
          title: "Summer Academy of Disaster Medicine",
          description: "Ein Sommerkurs zu Katastrophenmedizin und Grossereignissen mit vielen Verletzten. Details folgen.",
          path: null,
        },
      ],
      medventura: {
        name: "Medventura-Kurse",
        intro: [
          "Medventura bietet praktische Notfallmedizinkurse für Medizinstudierende an. Ärztinnen und Ärzte sowie erfahrene Studierende unterrichten in Kleingruppen an Skill-Stationen und in möglichst realitätsnahen Szenarien.",
          "Daten, Preise und Anmeldung für jeden Kurs werden auf der offiziellen Website von Medventura veröffentlicht.",
        ],
        offers: [
          {
            name: "Basiskurs Bern",
            details: [{ label: "Ort", value: "Bern" }],
            description:
              "Eine Einführung in die Notfallmedizin an einem Wochenende für Studierende in den ersten Studienjahren: Basic Life Support mit AED, venöser Zugang und Infusionen, Rettungstechniken, Triage und eine Übung zu einem Grossereignis.",
          },
          {
            name: "Basiskurs Basel",
            details: [{ label: "Ort", value: "Basel" }],
            description:
              "Der Basiskurs in Basel: die Kernfertigkeiten der ersten Notfallversorgung, praktisch in Kleingruppen geübt und dann in realistischen Szenarien angewandt.",
          },
          {
            name: "Gebirgskurs Zermatt",
            details: [{ label: "Ort", value: "Zermatt" }],
            description:
              "Notfallmedizin in den Bergen: Versorgung von Patientinnen und Patienten im alpinen Gelände, Höhenkrankheit, Unterkühlung und die Besonderheiten der Bergrettung.",
          },
          {
            name: "Winterkurs",
            details: [{ label: "Ort", value: "Wird auf der Website von Medventura bekanntgegeben" }],
            description:
              "Notfallmedizin unter winterlichen Bedingungen: Lawinenunfälle, Unterkühlung und Kälteschäden sowie sicheres Arbeiten in Schnee und Kälte.",
          },
          {
            name: "Chirurgiekurs Bern",
            details: [{ label: "Ort", value: "Bern" }],
            description:
              "Chirurgische Grundfertigkeiten: Knotentechnik, Nahttechniken und Wundversorgung, Schritt für Schritt unter Anleitung geübt.",
          },
        ],
        links: [{ label: "Offizielle Website von Medventura besuchen", href: medventuraUrl }],
      },
      stewi: {
        name: "STEWI-Kurse",
        intro: [
          "STEWI (Student Trauma & Emergency Weekend) ist ein von Studierenden organisiertes Trainingswochenende in Notfallmedizin. Die Teilnehmenden arbeiten in kleinen Teams Notfallszenarien durch, begleitet von Ärztinnen und Ärzten sowie Rettungssanitäterinnen und -sanitätern, die nach jedem Fall direkt Feedback geben.",
          "Die Formate bauen aufeinander auf, von einem ersten strukturierten Vorgehen bei Notfällen bis zur interprofessionellen Teamarbeit kurz vor dem Abschluss.",
        ],
        offers: [
          {
            name: "Provider",
            details: [{ label: "Für", value: "Medizinstudierende im 3. oder 4. Studienjahr" }],
            description:
              "Ein strukturiertes Vorgehen bei internistischen und traumatologischen Notfällen, trainiert in Szenarien in Kleingruppen, jeweils begleitet von einer Ärztin oder einem Arzt und einer Rettungssanitäterin oder einem Rettungssanitäter.",
          },
          {
            name: "Advanced",
            details: [{ label: "Für", value: "Studierende der Rettungssanität in der letzten Ausbildungsphase oder Medizinstudierende im 6. Studienjahr" }],
            description:
              "Gemischte Teams aus künftigen Rettungssanitäterinnen, Rettungssanitätern, Ärztinnen und Ärzten bewältigen realistische Szenarien mit geschminkten Verletzten, von pädiatrischen Notfällen bis zu Ereignissen mit mehreren Patientinnen und Patienten, gefolgt von Debriefings und Workshops.",
          },
          {
            name: "Sonographie",
            details: [{ label: "Voraussetzung", value: "Setzt den Grundkurs Abdomensonographie voraus" }],
            description:
              "Point-of-Care-Ultraschall im Notfall: gezielte Untersuchungen, die am Krankenbett eine klare Frage beantworten, etwa nach freier Flüssigkeit im Abdomen.",
          },
        ],
        links: [{ label: "Offizielle Website von STEWI besuchen", href: stewiUrl, toBeConfirmed: true }],
      },
    },
    fr: {
      page: {
        title: "Cours pour étudiants",
        intro:
          "Des cours que les étudiants peuvent suivre avant leur diplôme : entraînement pratique aux gestes d’urgence, scénarios et travail d’équipe, souvent enseignés par des étudiants avec des médecins et des ambulanciers.",
      },
      courses: [
        {
          title: "AO Courses",
          description:
            "Les cours de l’AO Foundation sur les principes de la prise en charge des fractures et des traumatismes. Nous rassemblons les offres ouvertes aux étudiants.",
          path: null,
        },
        {
          title: "Medventura",
          description:
            "Des cours pratiques de week-end en gestes d’urgence, de montagne et de chirurgie pour étudiants en médecine, à Berne, Bâle et Zermatt.",
          path: `${base}/medventura`,
        },
        {
          title: "STEWI Provider / Advanced",
          description:
            "Le Student Trauma & Emergency Weekend : entraînement par scénarios pour étudiants en médecine, et pour étudiants ambulanciers et étudiants en médecine de dernière année ensemble.",
          path: `${base}/stewi`,
        },
        {
          title: "Summer Academy of Disaster Medicine",
          description: "Un cours d’été sur la médecine de catastrophe et les événements faisant de nombreuses victimes. Les détails suivront.",
          path: null,
        },
      ],
      medventura: {
        name: "Cours Medventura",
        intro: [
          "Medventura organise des cours pratiques de médecine d’urgence pour étudiants en médecine. Des médecins et des étudiants expérimentés enseignent en petits groupes, à des postes d’exercice et dans des scénarios aussi proches que possible de la réalité.",
          "Les dates, prix et inscriptions de chaque cours sont publiés sur le site officiel de Medventura.",
        ],
        offers: [
          {
            name: "Basiskurs Bern",
            details: [{ label: "Lieu", value: "Berne" }],
            description:
              "Une introduction à la médecine d’urgence le temps d’un week-end pour les étudiants des premières années : réanimation de base avec DAE, accès veineux et perfusions, techniques de sauvetage, triage et un exercice d’événement majeur.",
          },
          {
            name: "Basiskurs Basel",
            details: [{ label: "Lieu", value: "Bâle" }],
            description:
              "Le cours de base à Bâle : les gestes essentiels des premiers soins d’urgence, exercés en pratique en petits groupes puis appliqués dans des scénarios réalistes.",
          },
          {
            name: "Gebirgskurs Zermatt",
            details: [{ label: "Lieu", value: "Zermatt" }],
            description:
              "La médecine d’urgence en montagne : prise en charge des patients en terrain alpin, mal de l’altitude, hypothermie et particularités du sauvetage en montagne.",
          },
          {
            name: "Winterkurs",
            details: [{ label: "Lieu", value: "Annoncé sur le site de Medventura" }],
            description:
              "La médecine d’urgence en conditions hivernales : accidents d’avalanche, hypothermie et gelures, et travail en sécurité dans la neige et le froid.",
          },
          {
            name: "Chirurgiekurs Bern",
            details: [{ label: "Lieu", value: "Berne" }],
            description:
              "Gestes chirurgicaux de base : nœuds, techniques de suture et soins des plaies, exercés pas à pas sous supervision.",
          },
        ],
        links: [{ label: "Visiter le site officiel de Medventura", href: medventuraUrl }],
      },
      stewi: {
        name: "Cours STEWI",
        intro: [
          "STEWI (Student Trauma & Emergency Weekend) est un week-end de formation en médecine d’urgence organisé par des étudiants. Les participants s’exercent à des scénarios d’urgence en petites équipes, encadrés par des médecins et des ambulanciers qui donnent un retour direct après chaque cas.",
          "Les formats s’enchaînent, d’une première approche structurée des urgences jusqu’au travail d’équipe interprofessionnel peu avant le diplôme.",
        ],
        offers: [
          {
            name: "Provider",
            details: [{ label: "Pour", value: "Étudiants en médecine de 3e ou 4e année" }],
            description:
              "Une approche structurée des urgences médicales et traumatologiques, entraînée dans des scénarios en petits groupes, chacun accompagné d’un médecin et d’un ambulancier.",
          },
          {
            name: "Advanced",
            details: [{ label: "Pour", value: "Étudiants ambulanciers en dernière phase de formation ou étudiants en médecine de 6e année" }],
            description:
              "Des équipes mixtes de futurs ambulanciers et médecins gèrent des scénarios réalistes avec des victimes maquillées, des urgences pédiatriques aux événements impliquant plusieurs patients, suivis de débriefings et d’ateliers.",
          },
          {
            name: "Sonographie",
            details: [{ label: "Prérequis", value: "Nécessite le cours de base d’échographie abdominale" }],
            description:
              "L’échographie au lit du patient en urgence : des examens ciblés qui répondent à une question claire, comme la présence de liquide libre dans l’abdomen.",
          },
        ],
        links: [{ label: "Visiter le site officiel de STEWI", href: stewiUrl, toBeConfirmed: true }],
      },
    },
    it: {
      page: {
        title: "Corsi per studenti",
        intro:
          "Corsi che gli studenti possono seguire prima della laurea: addestramento pratico nelle manovre d’urgenza, scenari e lavoro di squadra, spesso insegnati da studenti insieme a medici e soccorritori.",
      },
      courses: [
        {
          title: "AO Courses",
          description:
            "I corsi della AO Foundation sui principi della cura delle fratture e del trauma. Stiamo raccogliendo le offerte aperte agli studenti.",
          path: null,
        },
        {
          title: "Medventura",
          description:
            "Corsi pratici nel fine settimana su manovre d’urgenza, di montagna e chirurgiche per studenti di medicina, a Berna, Basilea e Zermatt.",
          path: `${base}/medventura`,
        },
        {
          title: "STEWI Provider / Advanced",
          description:
            "Lo Student Trauma & Emergency Weekend: addestramento con scenari per studenti di medicina, e per studenti di soccorso sanitario e di medicina dell’ultimo anno insieme.",
          path: `${base}/stewi`,
        },
        {
          title: "Summer Academy of Disaster Medicine",
          description: "Un corso estivo sulla medicina delle catastrofi e sugli eventi con molte vittime. I dettagli seguiranno.",
          path: null,
        },
      ],
      medventura: {
        name: "Corsi Medventura",
        intro: [
          "Medventura organizza corsi pratici di medicina d’urgenza per studenti di medicina. Medici e studenti esperti insegnano in piccoli gruppi, in postazioni pratiche e in scenari il più possibile vicini alla realtà.",
          "Date, prezzi e iscrizioni di ogni corso sono pubblicati sul sito ufficiale di Medventura.",
        ],
        offers: [
          {
            name: "Basiskurs Bern",
            details: [{ label: "Luogo", value: "Berna" }],
            description:
              "Un’introduzione di un fine settimana alla medicina d’urgenza per studenti dei primi anni: supporto vitale di base con DAE, accesso venoso e infusioni, tecniche di soccorso, triage e un’esercitazione su un evento con molte vittime.",
          },
          {
            name: "Basiskurs Basel",
            details: [{ label: "Luogo", value: "Basilea" }],
            description:
              "Il corso di base a Basilea: le competenze essenziali del primo soccorso d’urgenza, esercitate in pratica in piccoli gruppi e poi applicate in scenari realistici.",
          },
          {
            name: "Gebirgskurs Zermatt",
            details: [{ label: "Luogo", value: "Zermatt" }],
            description:
              "La medicina d’urgenza in montagna: cura dei pazienti in terreno alpino, mal di montagna, ipotermia e le particolarità del soccorso in montagna.",
          },
          {
            name: "Winterkurs",
            details: [{ label: "Luogo", value: "Annunciato sul sito di Medventura" }],
            description:
              "La medicina d’urgenza in condizioni invernali: incidenti da valanga, ipotermia e congelamenti, e lavorare in sicurezza nella neve e nel freddo.",
          },
          {
            name: "Chirurgiekurs Bern",
            details: [{ label: "Luogo", value: "Berna" }],
            description:
              "Competenze chirurgiche di base: nodi, tecniche di sutura e cura delle ferite, esercitati passo dopo passo sotto supervisione.",
          },
        ],
        links: [{ label: "Visiti il sito ufficiale di Medventura", href: medventuraUrl }],
      },
      stewi: {
        name: "Corsi STEWI",
        intro: [
          "STEWI (Student Trauma & Emergency Weekend) è un fine settimana di formazione in medicina d’urgenza organizzato da studenti. I partecipanti affrontano scenari d’urgenza in piccole squadre, seguiti da medici e soccorritori che danno un riscontro diretto dopo ogni caso.",
          "I formati si costruiscono l’uno sull’altro, da un primo approccio strutturato alle urgenze fino al lavoro di squadra interprofessionale poco prima della laurea.",
        ],
        offers: [
          {
            name: "Provider",
            details: [{ label: "Per", value: "Studenti di medicina del 3° o 4° anno" }],
            description:
              "Un approccio strutturato alle urgenze mediche e traumatologiche, allenato in scenari in piccoli gruppi, ciascuno accompagnato da un medico e da un soccorritore.",
          },
          {
            name: "Advanced",
            details: [{ label: "Per", value: "Studenti di soccorso sanitario nell’ultima fase della formazione o studenti di medicina del 6° anno" }],
            description:
              "Squadre miste di futuri soccorritori e medici gestiscono scenari realistici con feriti truccati, dalle urgenze pediatriche agli eventi con più pazienti, seguiti da debriefing e workshop.",
          },
          {
            name: "Sonographie",
            details: [{ label: "Prerequisito", value: "Richiede il corso di base di ecografia addominale" }],
            description:
              "L’ecografia al letto del paziente in urgenza: esami mirati che rispondono a una domanda precisa, come la presenza di liquido libero nell’addome.",
          },
        ],
        links: [{ label: "Visiti il sito ufficiale di STEWI", href: stewiUrl, toBeConfirmed: true }],
      },
    },
  },
);
