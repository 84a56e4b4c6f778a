import { localized } from "./localized";

/** Texts of the About page; the people and partners are in people.ts. */
type AboutContent = {
  intro: { lead: string; paragraphs: readonly string[] };
  sections: {
    board: { title: string; text: string };
    advisory: { title: string; text: string; moreToCome: string };
    tutors: { title: string; text: string; moreToCome: string };
    partners: { title: string; text: string };
  };
};

export const aboutContent = localized<AboutContent>(
  {
    intro: {
      lead: "We are a student association for everyone in Switzerland who wants to work in emergency medicine one day: medical, paramedic and nursing students, and junior doctors at the start of their training.",
      paragraphs: [
        "Emergency medicine brings many professions together, but students usually meet it only late in their training and in separate silos. We want to change that. We collect reliable information on careers, courses, jobs and rotations, organise events where students, residents and specialists meet, and help members gain first practical experience, for example on ride-alongs with rescue services.",
        "The association is run by students on a voluntary basis. A board leads its work, an advisory board of experienced professionals guides it, and tutors share their knowledge with our members at courses and events.",
      ],
    },
    sections: {
      board: {
        title: "Our Board",
        text: "The board runs the association: it plans events, keeps the information hub up to date and looks after our members.",
      },
      advisory: {
        title: "Advisory Board",
        text: "Physicians, paramedics and nurses with long experience in emergency care advise us on content and direction.",
        moreToCome: "Further members of the advisory board will join soon.",
      },
      tutors: {
        title: "Our Tutors",
        text: "Our tutors teach at our courses and events and pass on their practical experience.",
        moreToCome: "Are you a tutor or instructor? Register with the membership form and mention it in the message field.",
      },
      partners: {
        title: "Partner & Supporters",
        text: "Rescue services and organisations that support our work.",
      },
    },
  },
  {
    de: {
      intro: {
        lead: "Wir sind ein Studierendenverein für alle in der Schweiz, die eines Tages in der Notfallmedizin arbeiten möchten: Medizin-, Rettungssanitäts- und Pflegestudierende sowie junge Ärztinnen und Ärzte am Anfang ihrer Weiterbildung.",
        paragraphs: [
          "Die Notfallmedizin vereint viele Berufe, doch Studierende begegnen ihr meist erst spät in der Ausbildung und getrennt voneinander. Das möchten wir ändern. Wir sammeln verlässliche Informationen zu Karrieren, Kursen, Jobs und Praktika, organisieren Veranstaltungen, an denen sich Studierende, Assistenzärztinnen und -ärzte sowie Fachpersonen begegnen, und helfen Mitgliedern, erste praktische Erfahrungen zu sammeln, zum Beispiel bei Mitfahrten mit Rettungsdiensten.",
          "Der Verein wird ehrenamtlich von Studierenden geführt. Ein Vorstand leitet seine Arbeit, ein Beirat aus erfahrenen Fachpersonen begleitet ihn, und Tutorinnen und Tutoren geben ihr Wissen an Kursen und Veranstaltungen an unsere Mitglieder weiter.",
        ],
      },
      sections: {
        board: {
          title: "Unser Vorstand",
          text: "Der Vorstand führt den Verein: Er plant Veranstaltungen, hält den Informations-Hub aktuell und kümmert sich um unsere Mitglieder.",
        },
        advisory: {
          title: "Beirat",
          text: "Ärztinnen und Ärzte, Rettungssanitäterinnen und -sanitäter sowie Pflegefachpersonen mit langer Erfahrung in der Notfallversorgung beraten uns in inhaltlichen und strategischen Fragen.",
          moreToCome: "Weitere Mitglieder des Beirats kommen bald dazu.",
        },
        tutors: {
          title: "Unsere Tutorinnen und Tutoren",
          text: "Unsere Tutorinnen und Tutoren unterrichten an unseren Kursen und Veranstaltungen und geben ihre praktische Erfahrung weiter.",
          moreToCome: "Sind Sie Tutorin, Tutor oder Instruktor? Melden Sie sich über das Mitgliedschaftsformular an und erwähnen Sie es im Nachrichtenfeld.",
        },
        partners: {
          title: "Partner & Unterstützer",
          text: "Rettungsdienste und Organisationen, die unsere Arbeit unterstützen.",
        },
      },
    },
    fr: {
      intro: {
        lead: "Nous sommes une association d’étudiants pour toutes celles et ceux qui, en Suisse, souhaitent un jour travailler en médecine d’urgence : étudiants en médecine, en soins ambulanciers et en soins infirmiers, ainsi que jeunes médecins en début de formation.",
        paragraphs: [
          "La médecine d’urgence réunit de nombreuses professions, mais les étudiants ne la découvrent généralement que tard dans leur formation et chacun de leur côté. Nous voulons changer cela. Nous rassemblons des informations fiables sur les carrières, les cours, les jobs et les stages, organisons des événements où étudiants, médecins assistants et spécialistes se rencontrent, et aidons nos membres à acquérir une première expérience pratique, par exemple lors d’accompagnements auprès de services de sauvetage.",
          "L’association est gérée bénévolement par des étudiants. Un comité dirige ses activités, un conseil consultatif de professionnels expérimentés l’oriente et des tuteurs transmettent leurs connaissances à nos membres lors de cours et d’événements.",
        ],
      },
      sections: {
        board: {
          title: "Notre comité",
          text: "Le comité dirige l’association : il planifie les événements, tient à jour le centre d’information et s’occupe de nos membres.",
        },
        advisory: {
          title: "Conseil consultatif",
          text: "Des médecins, des ambulanciers et des infirmiers forts d’une longue expérience des soins d’urgence nous conseillent sur le contenu et l’orientation.",
          moreToCome: "D’autres membres rejoindront bientôt le conseil consultatif.",
        },
        tutors: {
          title: "Nos tuteurs",
          text: "Nos tuteurs enseignent lors de nos cours et événements et transmettent leur expérience pratique.",
          moreToCome: "Vous êtes tuteur ou instructeur ? Inscrivez-vous avec le formulaire d’adhésion et mentionnez-le dans le champ message.",
        },
        partners: {
          title: "Partenaires & soutiens",
          text: "Services de sauvetage et organisations qui soutiennent notre travail.",
        },
      },
    },
    it: {
      intro: {
        lead: "Siamo un’associazione studentesca per tutti coloro che in Svizzera vogliono un giorno lavorare nella medicina d’urgenza: studenti di medicina, di soccorso sanitario e di cure infermieristiche, e giovani medici all’inizio della loro formazione.",
        paragraphs: [
          "La medicina d’urgenza riunisce molte professioni, ma di solito gli studenti la incontrano solo tardi nella formazione e in ambiti separati. Vogliamo cambiare le cose. Raccogliamo informazioni affidabili su carriere, corsi, lavori e stage, organizziamo eventi in cui studenti, medici assistenti e specialisti si incontrano e aiutiamo i soci a fare le prime esperienze pratiche, ad esempio con uscite insieme ai servizi di soccorso.",
          "L’associazione è gestita da studenti su base volontaria. Un comitato ne guida il lavoro, un comitato consultivo di professionisti esperti la orienta e i tutor condividono le loro conoscenze con i soci durante corsi ed eventi.",
        ],
      },
      sections: {
        board: {
          title: "Il nostro comitato",
          text: "Il comitato gestisce l’associazione: pianifica gli eventi, tiene aggiornato il centro informazioni e si occupa dei soci.",
        },
        advisory: {
          title: "Comitato consultivo",
          text: "Medici, soccorritori e infermieri con lunga esperienza nelle cure d’urgenza ci consigliano su contenuti e orientamento.",
          moreToCome: "Altri membri del comitato consultivo si aggiungeranno presto.",
        },
        tutors: {
          title: "I nostri tutor",
          text: "I nostri tutor insegnano ai nostri corsi ed eventi e trasmettono la loro esperienza pratica.",
          moreToCome: "È tutor o istruttore? Si registri con il modulo di adesione e lo indichi nel campo del messaggio.",
        },
        partners: {
          title: "Partner e sostenitori",
          text: "Servizi di soccorso e organizzazioni che sostengono il nostro lavoro.",
        },
      },
    },
  },
);
