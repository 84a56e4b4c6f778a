import type { Confirmable } from "./link-data";
import { localized } from "./localized";

const base = "/emergency-medicine/student-jobs";
const jdmtUrl = "https://www.jdmt.ch";

export type JobCompany = {
  title: string;
  location: string;
  /** Short text for the card on the student jobs page. */
  description: string;
  path: string;
  intro: string;
  workAreas: { title: string; text: string }[];
  team: string;
  /** Official homepage; null until the association confirms it (the page then shows no link). */
  website: string | null;
  /** Set while work areas and team are not confirmed by the company; the page marks them. */
} & Confirmable;

type StudentJobsContent = { page: { title: string; intro: string }; companies: JobCompany[] };

// PLACEHOLDER (verify): work areas and team of the three companies are written from public, general
// information and must be confirmed with each company before launch; each carries toBeConfirmed.
export const studentJobsContent = localized<StudentJobsContent>(
  {
    page: {
      title: "Student jobs",
      intro:
        "Working in medical services next to your studies is one of the best ways to gain practical emergency experience. These companies regularly employ students.",
    },
    companies: [
      {
        title: "Chris Medical Services",
        location: "Lausanne",
        description: "Medical services at events in the Lausanne region, with students in the care teams.",
        path: `${base}/chris-medical`,
        intro:
          "Chris Medical Services provides medical cover at events in and around Lausanne. Students can work in the care teams alongside their studies and gain first prehospital experience in French-speaking Switzerland.",
        workAreas: [
          {
            title: "Event medical services",
            text: "First aid posts and mobile teams at sports, cultural and public events: assessing and treating patients on site and handing them over to the rescue service when needed.",
          },
          {
            title: "Standby duties",
            text: "Being ready to act during the whole event: checking equipment, knowing the site and the escape routes, and working with organisers and security staff.",
          },
        ],
        team: "Students work together with experienced first aiders, paramedics, nurses and physicians.",
        website: null, // PLACEHOLDER: official homepage to be confirmed by the association
        toBeConfirmed: true,
      },
      {
        title: "Emergency Squad",
        location: "Küsnacht",
        description: "A medical service team near Zurich that engages students for events.",
        path: `${base}/emergency-squat`,
        intro:
          "Emergency Squad, based in Küsnacht on Lake Zurich, offers medical cover for events. It is a way for students to work in emergency care next to their studies.",
        workAreas: [
          {
            title: "Event medical services",
            text: "Medical cover at sports events, festivals and private events: first assessment, first aid and emergency care until the rescue service takes over.",
          },
          {
            title: "Preparation and logistics",
            text: "Preparing and checking material and medication before an event, and documenting every patient contact.",
          },
        ],
        team: "Medical students work together with trained rescue staff.",
        website: null, // PLACEHOLDER: official homepage to be confirmed by the association
        toBeConfirmed: true,
      },
      {
        title: "JDMT",
        location: "Pfäffikon, Zurich",
        description: "Medical services for events and organisations, founded by medical students and still a classic student job.",
        path: `${base}/jdmt`,
        intro:
          "JDMT (Junior Docs Medical Team) was founded by medical students in Zurich. It provides medical services for events and organisations, and many medical students work there alongside their studies.",
        workAreas: [
          {
            title: "Event medical services",
            text: "Medical posts and mobile teams at concerts, sports events and large public events, from minor injuries to emergencies that need the rescue service.",
          },
          {
            title: "Medical services for organisations",
            text: "Medical cover and first aid readiness for companies and organisations, planned together with the client.",
          },
        ],
        team: "Medical students work in teams with paramedics, nurses and physicians.",
        website: jdmtUrl,
        toBeConfirmed: true,
      },
    ],
  },
  {
    de: {
      page: {
        title: "Studentenjobs",
        intro:
          "Neben dem Studium in Sanitätsdiensten zu arbeiten, ist einer der besten Wege, praktische Notfallerfahrung zu sammeln. Diese Unternehmen beschäftigen regelmässig Studierende.",
      },
      companies: [
        {
          title: "Chris Medical Services",
          location: "Lausanne",
          description: "Sanitätsdienste an Veranstaltungen in der Region Lausanne, mit Studierenden in den Betreuungsteams.",
          path: `${base}/chris-medical`,
          intro:
            "Chris Medical Services stellt die sanitätsdienstliche Versorgung an Veranstaltungen in und um Lausanne sicher. Studierende können neben dem Studium in den Betreuungsteams arbeiten und erste präklinische Erfahrung in der Westschweiz sammeln.",
          workAreas: [
            {
              title: "Sanitätsdienst an Veranstaltungen",
              text: "Sanitätsposten und mobile Teams an Sport-, Kultur- und öffentlichen Veranstaltungen: Patientinnen und Patienten vor Ort beurteilen und behandeln und bei Bedarf an den Rettungsdienst übergeben.",
            },
            {
              title: "Bereitschaftsdienste",
              text: "Während der ganzen Veranstaltung einsatzbereit sein: Material prüfen, Gelände und Fluchtwege kennen und mit Veranstaltern und Sicherheitspersonal zusammenarbeiten.",
            },
          ],
          team: "Studierende arbeiten mit erfahrenen Sanitäterinnen und Sanitätern, Rettungssanitäterinnen und -sanitätern, Pflegefachpersonen sowie Ärztinnen und Ärzten zusammen.",
          website: null, // PLACEHOLDER: official homepage to be confirmed by the association
          toBeConfirmed: true,
        },
        {
          title: "Emergency Squad",
          location: "Küsnacht",
          description: "Ein Sanitätsdienst-Team in der Nähe von Zürich, das Studierende für Veranstaltungen einsetzt.",
          path: `${base}/emergency-squat`,
          intro:
            "Emergency Squad mit Sitz in Küsnacht am Zürichsee bietet Sanitätsdienste für Veranstaltungen an. Für Studierende ist es eine Möglichkeit, neben dem Studium in der Notfallversorgung zu arbeiten.",
          workAreas: [
            {
              title: "Sanitätsdienst an Veranstaltungen",
              text: "Sanitätsdienst an Sportanlässen, Festivals und privaten Veranstaltungen: Erstbeurteilung, Erste Hilfe und Notfallversorgung, bis der Rettungsdienst übernimmt.",
            },
            {
              title: "Vorbereitung und Logistik",
              text: "Material und Medikamente vor einer Veranstaltung vorbereiten und prüfen und jeden Patientenkontakt dokumentieren.",
            },
          ],
          team: "Medizinstudierende arbeiten mit ausgebildetem Rettungspersonal zusammen.",
          website: null, // PLACEHOLDER: official homepage to be confirmed by the association
          toBeConfirmed: true,
        },
        {
          title: "JDMT",
          location: "Pfäffikon, Zürich",
          description: "Sanitätsdienste für Veranstaltungen und Organisationen, gegründet von Medizinstudierenden und bis heute ein klassischer Studentenjob.",
          path: `${base}/jdmt`,
          intro:
            "JDMT (Junior Docs Medical Team) wurde von Medizinstudierenden in Zürich gegründet. Es erbringt Sanitätsdienste für Veranstaltungen und Organisationen, und viele Medizinstudierende arbeiten dort neben dem Studium.",
          workAreas: [
            {
              title: "Sanitätsdienst an Veranstaltungen",
              text: "Sanitätsposten und mobile Teams an Konzerten, Sportanlässen und grossen öffentlichen Veranstaltungen, von leichten Verletzungen bis zu Notfällen, die den Rettungsdienst brauchen.",
            },
            {
              title: "Sanitätsdienste für Organisationen",
              text: "Sanitätsdienst und Erste-Hilfe-Bereitschaft für Unternehmen und Organisationen, gemeinsam mit dem Auftraggeber geplant.",
            },
          ],
          team: "Medizinstudierende arbeiten in Teams mit Rettungssanitäterinnen und -sanitätern, Pflegefachpersonen sowie Ärztinnen und Ärzten.",
          website: jdmtUrl,
          toBeConfirmed: true,
        },
      ],
    },
    fr: {
      page: {
        title: "Jobs étudiants",
        intro:
          "Travailler dans des services sanitaires à côté de ses études est l’un des meilleurs moyens d’acquérir une expérience pratique de l’urgence. Ces entreprises emploient régulièrement des étudiants.",
      },
      companies: [
        {
          title: "Chris Medical Services",
          location: "Lausanne",
          description: "Services sanitaires lors d’événements dans la région lausannoise, avec des étudiants dans les équipes de soins.",
          path: `${base}/chris-medical`,
          intro:
            "Chris Medical Services assure la couverture sanitaire d’événements à Lausanne et dans les environs. Les étudiants peuvent travailler dans les équipes de soins à côté de leurs études et acquérir une première expérience préhospitalière en Suisse romande.",
          workAreas: [
            {
              title: "Services sanitaires lors d’événements",
              text: "Postes de premiers secours et équipes mobiles lors d’événements sportifs, culturels et publics : évaluer et traiter les patients sur place et les remettre au service de sauvetage si nécessaire.",
            },
            {
              title: "Services de piquet",
              text: "Être prêt à intervenir pendant tout l’événement : contrôler le matériel, connaître le site et les voies d’évacuation, et collaborer avec les organisateurs et le personnel de sécurité.",
            },
          ],
          team: "Les étudiants travaillent avec des secouristes expérimentés, des ambulanciers, des infirmiers et des médecins.",
          website: null, // PLACEHOLDER: official homepage to be confirmed by the association
          toBeConfirmed: true,
        },
        {
          title: "Emergency Squad",
          location: "Küsnacht",
          description: "Une équipe de services sanitaires près de Zurich qui engage des étudiants pour des événements.",
          path: `${base}/emergency-squat`,
          intro:
            "Emergency Squad, basée à Küsnacht au bord du lac de Zurich, propose une couverture sanitaire pour des événements. C’est une possibilité pour les étudiants de travailler dans les soins d’urgence à côté de leurs études.",
          workAreas: [
            {
              title: "Services sanitaires lors d’événements",
              text: "Couverture sanitaire lors d’événements sportifs, de festivals et d’événements privés : première évaluation, premiers secours et soins d’urgence jusqu’à la prise en charge par le service de sauvetage.",
            },
            {
              title: "Préparation et logistique",
              text: "Préparer et contrôler le matériel et les médicaments avant un événement, et documenter chaque contact avec un patient.",
            },
          ],
          team: "Les étudiants en médecine travaillent avec du personnel de sauvetage formé.",
          website: null, // PLACEHOLDER: official homepage to be confirmed by the association
          toBeConfirmed: true,
        },
        {
          title: "JDMT",
          location: "Pfäffikon, Zurich",
          description: "Services sanitaires pour événements et organisations, fondé par des étudiants en médecine et toujours un job étudiant classique.",
          path: `${base}/jdmt`,
          intro:
            "JDMT (Junior Docs Medical Team) a été fondé par des étudiants en médecine à Zurich. Il fournit des services sanitaires pour des événements et des organisations, et de nombreux étudiants en médecine y travaillent à côté de leurs études.",
          workAreas: [
            {
              title: "Services sanitaires lors d’événements",
              text: "Postes sanitaires et équipes mobiles lors de concerts, d’événements sportifs et de grandes manifestations publiques, des blessures légères aux urgences qui nécessitent le service de sauvetage.",
            },
            {
              title: "Services sanitaires pour organisations",
              text: "Couverture sanitaire et disponibilité en premiers secours pour des entreprises et des organisations, planifiées avec le client.",
            },
          ],
          team: "Les étudiants en médecine travaillent en équipe avec des ambulanciers, des infirmiers et des médecins.",
          website: jdmtUrl,
          toBeConfirmed: true,
        },
      ],
    },
    it: {
      page: {
        title: "Lavori per studenti",
        intro:
          "Lavorare nei servizi sanitari accanto agli studi è uno dei modi migliori per fare esperienza pratica d’urgenza. Queste aziende impiegano regolarmente studenti.",
      },
      companies: [
        {
          title: "Chris Medical Services",
          location: "Losanna",
          description: "Servizi sanitari per eventi nella regione di Losanna, con studenti nelle squadre di cura.",
          path: `${base}/chris-medical`,
          intro:
            "Chris Medical Services garantisce la copertura sanitaria di eventi a Losanna e dintorni. Gli studenti possono lavorare nelle squadre di cura accanto agli studi e fare una prima esperienza preospedaliera nella Svizzera romanda.",
          workAreas: [
            {
              title: "Servizi sanitari per eventi",
              text: "Posti di primo soccorso e squadre mobili a eventi sportivi, culturali e pubblici: valutare e trattare i pazienti sul posto e affidarli al servizio di soccorso quando necessario.",
            },
            {
              title: "Servizi di picchetto",
              text: "Essere pronti a intervenire per tutta la durata dell’evento: controllare il materiale, conoscere il luogo e le vie di fuga e collaborare con organizzatori e personale di sicurezza.",
            },
          ],
          team: "Gli studenti lavorano insieme a soccorritori esperti, paramedici, infermieri e medici.",
          website: null, // PLACEHOLDER: official homepage to be confirmed by the association
          toBeConfirmed: true,
        },
        {
          title: "Emergency Squad",
          location: "Küsnacht",
          description: "Una squadra di servizi sanitari vicino a Zurigo che impiega studenti per eventi.",
          path: `${base}/emergency-squat`,
          intro:
            "Emergency Squad, con sede a Küsnacht sul lago di Zurigo, offre copertura sanitaria per eventi. Per gli studenti è un modo di lavorare nelle cure d’urgenza accanto agli studi.",
          workAreas: [
            {
              title: "Servizi sanitari per eventi",
              text: "Copertura sanitaria a eventi sportivi, festival ed eventi privati: prima valutazione, primo soccorso e cure d’urgenza fino all’arrivo del servizio di soccorso.",
            },
            {
              title: "Preparazione e logistica",
              text: "Preparare e controllare materiale e farmaci prima di un evento e documentare ogni contatto con un paziente.",
            },
          ],
          team: "Gli studenti di medicina lavorano insieme a personale di soccorso formato.",
          website: null, // PLACEHOLDER: official homepage to be confirmed by the association
          toBeConfirmed: true,
        },
        {
          title: "JDMT",
          location: "Pfäffikon, Zurigo",
          description: "Servizi sanitari per eventi e organizzazioni, fondato da studenti di medicina e ancora oggi un classico lavoro per studenti.",
          path: `${base}/jdmt`,
          intro:
            "JDMT (Junior Docs Medical Team) è stato fondato da studenti di medicina a Zurigo. Fornisce servizi sanitari per eventi e organizzazioni, e molti studenti di medicina vi lavorano accanto agli studi.",
          workAreas: [
            {
              title: "Servizi sanitari per eventi",
              text: "Posti sanitari e squadre mobili a concerti, eventi sportivi e grandi manifestazioni pubbliche, dalle ferite lievi alle urgenze che richiedono il servizio di soccorso.",
            },
            {
              title: "Servizi sanitari per organizzazioni",
              text: "Copertura sanitaria e prontezza di primo soccorso per aziende e organizzazioni, pianificate insieme al committente.",
            },
          ],
          team: "Gli studenti di medicina lavorano in squadra con soccorritori, infermieri e medici.",
          website: jdmtUrl,
          toBeConfirmed: true,
        },
      ],
    },
  },
);
