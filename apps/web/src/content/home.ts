import { localized } from "./localized";

/** Texts of the home page. */
type HomeContent = {
  hero: { title: string; lead: string };
  whyJoin: ReadonlyArray<{ icon: "network" | "info" | "events" | "collaboration"; title: string; text: string }>;
  mission: { title: string; paragraphs: readonly string[] };
  /** PLACEHOLDER: the association supplies its sponsor's name, logo and website. */
  sponsor: { name: string; url: string | null };
  closingCallToAction: { title: string; text: string };
};

export const homeContent = localized<HomeContent>(
  {
    hero: {
      title: "Emergency medicine, from the first semester on",
      lead: "We connect medical, paramedic and nursing students in Switzerland who share a passion for emergency medicine: to learn together, find their path and work across professions.",
    },
    whyJoin: [
      {
        icon: "network",
        title: "Network",
        text: "Meet students, residents and specialists who share your interest in emergency medicine, across universities and professions.",
      },
      {
        icon: "info",
        title: "Information Hub",
        text: "Find career paths, courses, student jobs, rotations and tools in one place, collected by students for students.",
      },
      {
        icon: "events",
        title: "Events",
        text: "Join get-togethers, talks and hands-on sessions, and request ride-alongs with rescue services.",
      },
      {
        icon: "collaboration",
        title: "Strengthen interdisciplinary collaboration",
        text: "Emergency care is teamwork. We bring future physicians, paramedics and nurses together long before their first shift.",
      },
    ],
    mission: {
      title: "Our mission",
      paragraphs: [
        "Switzerland has no separate specialist title in emergency medicine, and students meet the field late and in pieces. We want every interested student to know early which paths lead there, which courses and jobs help along the way and whom to ask.",
        "We are an association run by students on a voluntary basis. We share reliable information, organise events and build a community of medical, paramedic and nursing students who will one day work side by side in the emergency department and on the road.",
      ],
    },
    sponsor: { name: "Sponsor name (placeholder)", url: null },
    closingCallToAction: {
      title: "Ready to join us?",
      text: "Membership is 10 CHF a year for students and 20 CHF for residents, graduates and specialists.",
    },
  },
  {
    de: {
      hero: {
        title: "Notfallmedizin, ab dem ersten Semester",
        lead: "Wir vernetzen Medizin-, Rettungssanitäts- und Pflegestudierende in der Schweiz, die ihre Begeisterung für die Notfallmedizin teilen: um gemeinsam zu lernen, ihren Weg zu finden und über die Berufsgrenzen hinweg zusammenzuarbeiten.",
      },
      whyJoin: [
        {
          icon: "network",
          title: "Netzwerk",
          text: "Lernen Sie Studierende, Assistenzärztinnen und -ärzte sowie Fachpersonen kennen, die Ihr Interesse an der Notfallmedizin teilen, über Hochschulen und Berufe hinweg.",
        },
        {
          icon: "info",
          title: "Informations-Hub",
          text: "Karrierewege, Kurse, Studentenjobs, Praktika und Tools an einem Ort, gesammelt von Studierenden für Studierende.",
        },
        {
          icon: "events",
          title: "Veranstaltungen",
          text: "Nehmen Sie an Treffen, Vorträgen und praktischen Workshops teil und fragen Sie Mitfahrten bei Rettungsdiensten an.",
        },
        {
          icon: "collaboration",
          title: "Interprofessionelle Zusammenarbeit stärken",
          text: "Notfallversorgung ist Teamarbeit. Wir bringen künftige Ärztinnen und Ärzte, Rettungssanitäterinnen und -sanitäter sowie Pflegefachpersonen zusammen, lange vor ihrem ersten Dienst.",
        },
      ],
      mission: {
        title: "Unsere Mission",
        paragraphs: [
          "Die Schweiz kennt keinen eigenen Facharzttitel für Notfallmedizin, und Studierende begegnen dem Fach spät und nur bruchstückhaft. Wir möchten, dass alle interessierten Studierenden früh wissen, welche Wege dorthin führen, welche Kurse und Jobs unterwegs helfen und wen sie fragen können.",
          "Wir sind ein ehrenamtlich von Studierenden geführter Verein. Wir teilen verlässliche Informationen, organisieren Veranstaltungen und bauen eine Gemeinschaft von Medizin-, Rettungssanitäts- und Pflegestudierenden auf, die eines Tages Seite an Seite auf der Notfallstation und im Rettungsdienst arbeiten werden.",
        ],
      },
      sponsor: { name: "Name des Sponsors (Platzhalter)", url: null },
      closingCallToAction: {
        title: "Bereit, mitzumachen?",
        text: "Die Mitgliedschaft kostet 10 CHF pro Jahr für Studierende und 20 CHF für Assistenzärztinnen und -ärzte, Absolventinnen und Absolventen sowie Fachpersonen.",
      },
    },
    fr: {
      hero: {
        title: "La médecine d’urgence, dès le premier semestre",
        lead: "Nous réunissons les étudiantes et étudiants en médecine, en soins ambulanciers et en soins infirmiers de Suisse qui partagent une passion pour la médecine d’urgence : pour apprendre ensemble, trouver leur voie et travailler au-delà des professions.",
      },
      whyJoin: [
        {
          icon: "network",
          title: "Réseau",
          text: "Rencontrez des étudiants, des médecins assistants et des spécialistes qui partagent votre intérêt pour la médecine d’urgence, toutes universités et professions confondues.",
        },
        {
          icon: "info",
          title: "Centre d’information",
          text: "Trouvez en un seul endroit les parcours professionnels, cours, jobs étudiants, stages et outils, réunis par des étudiants pour des étudiants.",
        },
        {
          icon: "events",
          title: "Événements",
          text: "Participez à des rencontres, des conférences et des ateliers pratiques, et demandez des accompagnements auprès de services de sauvetage.",
        },
        {
          icon: "collaboration",
          title: "Renforcer la collaboration interprofessionnelle",
          text: "Les soins d’urgence sont un travail d’équipe. Nous réunissons les futurs médecins, ambulanciers et infirmiers bien avant leur première garde.",
        },
      ],
      mission: {
        title: "Notre mission",
        paragraphs: [
          "La Suisse n’a pas de titre de spécialiste distinct en médecine d’urgence, et les étudiants découvrent ce domaine tard et par fragments. Nous voulons que chaque étudiant intéressé sache tôt quelles voies y mènent, quels cours et quels jobs aident en chemin et à qui s’adresser.",
          "Nous sommes une association gérée bénévolement par des étudiants. Nous partageons des informations fiables, organisons des événements et construisons une communauté d’étudiants en médecine, en soins ambulanciers et en soins infirmiers qui travailleront un jour côte à côte aux urgences et sur le terrain.",
        ],
      },
      sponsor: { name: "Nom du sponsor (espace réservé)", url: null },
      closingCallToAction: {
        title: "Prêt à nous rejoindre ?",
        text: "La cotisation est de 10 CHF par an pour les étudiants et de 20 CHF pour les médecins assistants, les diplômés et les spécialistes.",
      },
    },
    it: {
      hero: {
        title: "Medicina d’urgenza, dal primo semestre",
        lead: "Mettiamo in contatto le studentesse e gli studenti di medicina, di soccorso sanitario e di cure infermieristiche in Svizzera che condividono la passione per la medicina d’urgenza: per imparare insieme, trovare la propria strada e lavorare oltre i confini delle professioni.",
      },
      whyJoin: [
        {
          icon: "network",
          title: "Rete",
          text: "Incontri studenti, medici assistenti e specialisti che condividono il Suo interesse per la medicina d’urgenza, tra università e professioni diverse.",
        },
        {
          icon: "info",
          title: "Centro informazioni",
          text: "Percorsi di carriera, corsi, lavori per studenti, stage e strumenti in un unico posto, raccolti da studenti per studenti.",
        },
        {
          icon: "events",
          title: "Eventi",
          text: "Partecipi a incontri, conferenze e sessioni pratiche e richieda uscite con i servizi di soccorso.",
        },
        {
          icon: "collaboration",
          title: "Rafforzare la collaborazione interprofessionale",
          text: "Le cure d’urgenza sono un lavoro di squadra. Riuniamo futuri medici, soccorritori e infermieri molto prima del loro primo turno.",
        },
      ],
      mission: {
        title: "La nostra missione",
        paragraphs: [
          "La Svizzera non ha un titolo di specialista separato in medicina d’urgenza e gli studenti incontrano questo campo tardi e a pezzi. Vogliamo che ogni studente interessato sappia presto quali percorsi vi conducono, quali corsi e lavori aiutano lungo il cammino e a chi rivolgersi.",
          "Siamo un’associazione gestita da studenti su base volontaria. Condividiamo informazioni affidabili, organizziamo eventi e costruiamo una comunità di studenti di medicina, di soccorso sanitario e di cure infermieristiche che un giorno lavoreranno fianco a fianco in pronto soccorso e sul territorio.",
        ],
      },
      sponsor: { name: "Nome dello sponsor (segnaposto)", url: null },
      closingCallToAction: {
        title: "Pronto a unirsi a noi?",
        text: "La quota di socio è di 10 CHF all’anno per gli studenti e di 20 CHF per medici assistenti, laureati e specialisti.",
      },
    },
  },
);
