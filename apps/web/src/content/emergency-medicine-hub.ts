import { localized } from "./localized";

/** Texts of the Emergency Medicine hub (/emergency-medicine). */

export type HubIcon = "career" | "courses" | "jobs" | "tools" | "rotations" | "voluntary" | "research";

export type HubArea = {
  title: string;
  description: string;
  icon: HubIcon;
  /** Null while the area has no page yet: the card then shows 'Coming Soon'. */
  path: string | null;
};

type HubContent = {
  intro: { title: string; lead: string };
  /** The hub is declared incomplete (spec, section 1); {email} is replaced by the association's info address. */
  feedbackNotice: { title: string; text: string };
  areas: HubArea[];
};

export const hubContent = localized<HubContent>(
  {
    intro: {
      title: "Emergency medicine",
      lead: "What we have collected on the way into emergency medicine: career paths and courses, student jobs and clinical rotations, useful tools and voluntary work.",
    },
    feedbackNotice: {
      title: "This hub is still growing",
      text: "We add information step by step, so some areas are not complete yet. Is something missing, out of date or wrong? Let us know at {email}.",
    },
    areas: [
      {
        title: "Career Paths",
        description:
          "Specializations such as the focus in clinical emergency medicine and the prehospital certificate, and the certification courses along the way.",
        icon: "career",
        path: "/emergency-medicine/career-paths",
      },
      {
        title: "Student Courses",
        description: "Emergency medicine courses made for students, from basic courses to mountain and winter medicine.",
        icon: "courses",
        path: "/emergency-medicine/student-courses",
      },
      {
        title: "Student Jobs",
        description: "Jobs in event and emergency medicine that fit around your studies and give you hands-on experience.",
        icon: "jobs",
        path: "/emergency-medicine/student-jobs",
      },
      {
        title: "Useful Tools",
        description: "Apps, websites and references for learning and practicing emergency medicine.",
        icon: "tools",
        path: "/emergency-medicine/useful-tools",
      },
      {
        title: "Clinical Rotation Opportunities and Reviews",
        description: "Emergency departments that take students for a rotation, and honest reviews from students who went there.",
        icon: "rotations",
        path: "/emergency-medicine/clinical-rotations",
      },
      {
        title: "Voluntary Work",
        description: "First responder systems you can join as a student, and humanitarian missions to prepare for.",
        icon: "voluntary",
        path: "/emergency-medicine/voluntary-work",
      },
      {
        title: "Masterthesis and Dissertation",
        description: "Research projects in emergency medicine for your master's thesis or doctoral dissertation.",
        icon: "research",
        path: null,
      },
    ],
  },
  {
    de: {
      intro: {
        title: "Notfallmedizin",
        lead: "Was wir auf dem Weg in die Notfallmedizin gesammelt haben: Karrierewege und Kurse, Studentenjobs und klinische Praktika, nützliche Tools und Freiwilligenarbeit.",
      },
      feedbackNotice: {
        title: "Dieser Hub wächst noch",
        text: "Wir ergänzen die Informationen Schritt für Schritt, daher sind einige Bereiche noch nicht vollständig. Fehlt etwas, ist etwas veraltet oder falsch? Schreiben Sie uns an {email}.",
      },
      areas: [
        {
          title: "Karrierewege",
          description:
            "Spezialisierungen wie der Schwerpunkt klinische Notfallmedizin und der Fähigkeitsausweis präklinische Notfallmedizin sowie die Zertifizierungskurse auf dem Weg dorthin.",
          icon: "career",
          path: "/emergency-medicine/career-paths",
        },
        {
          title: "Kurse für Studierende",
          description: "Notfallmedizinische Kurse für Studierende, von Grundkursen bis zur Berg- und Wintermedizin.",
          icon: "courses",
          path: "/emergency-medicine/student-courses",
        },
        {
          title: "Studentenjobs",
          description: "Jobs in der Event- und Notfallmedizin, die sich mit dem Studium vereinbaren lassen und praktische Erfahrung bieten.",
          icon: "jobs",
          path: "/emergency-medicine/student-jobs",
        },
        {
          title: "Nützliche Tools",
          description: "Apps, Websites und Nachschlagewerke, um Notfallmedizin zu lernen und zu üben.",
          icon: "tools",
          path: "/emergency-medicine/useful-tools",
        },
        {
          title: "Klinische Praktika und Bewertungen",
          description: "Notfallstationen, die Studierende für ein Praktikum aufnehmen, und ehrliche Bewertungen von Studierenden, die dort waren.",
          icon: "rotations",
          path: "/emergency-medicine/clinical-rotations",
        },
        {
          title: "Freiwilligenarbeit",
          description: "First-Responder-Systeme, denen Sie sich als Studierende anschliessen können, und humanitäre Einsätze, auf die Sie sich vorbereiten können.",
          icon: "voluntary",
          path: "/emergency-medicine/voluntary-work",
        },
        {
          title: "Masterarbeit und Dissertation",
          description: "Forschungsprojekte in der Notfallmedizin für Ihre Masterarbeit oder Dissertation.",
          icon: "research",
          path: null,
        },
      ],
    },
    fr: {
      intro: {
        title: "Médecine d’urgence",
        lead: "Ce que nous avons rassemblé sur le chemin de la médecine d’urgence : parcours professionnels et cours, jobs étudiants et stages cliniques, outils utiles et bénévolat.",
      },
      feedbackNotice: {
        title: "Ce hub est encore en construction",
        text: "Nous ajoutons les informations pas à pas, certains domaines ne sont donc pas encore complets. Quelque chose manque, n’est plus à jour ou est erroné ? Écrivez-nous à {email}.",
      },
      areas: [
        {
          title: "Parcours professionnels",
          description:
            "Des spécialisations comme la formation approfondie en médecine d’urgence hospitalière et l’attestation de formation complémentaire en médecine d’urgence préhospitalière, et les cours de certification en chemin.",
          icon: "career",
          path: "/emergency-medicine/career-paths",
        },
        {
          title: "Cours pour étudiants",
          description: "Des cours de médecine d’urgence conçus pour les étudiants, des cours de base à la médecine de montagne et d’hiver.",
          icon: "courses",
          path: "/emergency-medicine/student-courses",
        },
        {
          title: "Jobs étudiants",
          description: "Des jobs en médecine événementielle et d’urgence compatibles avec vos études, qui vous donnent une expérience pratique.",
          icon: "jobs",
          path: "/emergency-medicine/student-jobs",
        },
        {
          title: "Outils utiles",
          description: "Applications, sites web et références pour apprendre et pratiquer la médecine d’urgence.",
          icon: "tools",
          path: "/emergency-medicine/useful-tools",
        },
        {
          title: "Stages cliniques et avis",
          description: "Les services d’urgence qui accueillent des étudiants en stage, et les avis sincères d’étudiants qui y sont allés.",
          icon: "rotations",
          path: "/emergency-medicine/clinical-rotations",
        },
        {
          title: "Bénévolat",
          description: "Les systèmes de premiers répondants que vous pouvez rejoindre en tant qu’étudiant, et les missions humanitaires auxquelles vous préparer.",
          icon: "voluntary",
          path: "/emergency-medicine/voluntary-work",
        },
        {
          title: "Mémoire de master et thèse",
          description: "Des projets de recherche en médecine d’urgence pour votre mémoire de master ou votre thèse de doctorat.",
          icon: "research",
          path: null,
        },
      ],
    },
    it: {
      intro: {
        title: "Medicina d’urgenza",
        lead: "Ciò che abbiamo raccolto sulla strada verso la medicina d’urgenza: percorsi di carriera e corsi, lavori per studenti e stage clinici, strumenti utili e volontariato.",
      },
      feedbackNotice: {
        title: "Questo hub è ancora in crescita",
        text: "Aggiungiamo le informazioni passo dopo passo, perciò alcune aree non sono ancora complete. Manca qualcosa, è superato o sbagliato? Ce lo segnali a {email}.",
      },
      areas: [
        {
          title: "Percorsi di carriera",
          description:
            "Specializzazioni come la formazione approfondita in medicina d’urgenza ospedaliera e il certificato di medicina d’urgenza preospedaliera, e i corsi di certificazione lungo il percorso.",
          icon: "career",
          path: "/emergency-medicine/career-paths",
        },
        {
          title: "Corsi per studenti",
          description: "Corsi di medicina d’urgenza pensati per studenti, dai corsi di base alla medicina di montagna e invernale.",
          icon: "courses",
          path: "/emergency-medicine/student-courses",
        },
        {
          title: "Lavori per studenti",
          description: "Lavori nella medicina degli eventi e d’urgenza conciliabili con gli studi, che offrono esperienza pratica.",
          icon: "jobs",
          path: "/emergency-medicine/student-jobs",
        },
        {
          title: "Strumenti utili",
          description: "App, siti web e riferimenti per imparare e praticare la medicina d’urgenza.",
          icon: "tools",
          path: "/emergency-medicine/useful-tools",
        },
        {
          title: "Stage clinici e recensioni",
          description: "I pronto soccorso che accolgono studenti per uno stage e le recensioni sincere di studenti che ci sono stati.",
          icon: "rotations",
          path: "/emergency-medicine/clinical-rotations",
        },
        {
          title: "Volontariato",
          description: "I sistemi di first responder a cui può aderire da studente e le missioni umanitarie a cui prepararsi.",
          icon: "voluntary",
          path: "/emergency-medicine/voluntary-work",
        },
        {
          title: "Tesi di master e dissertazione",
          description: "Progetti di ricerca in medicina d’urgenza per la Sua tesi di master o di dottorato.",
          icon: "research",
          path: null,
        },
      ],
    },
  },
);
