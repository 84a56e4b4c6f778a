import type { Confirmable } from "./link-data";

const base = "/emergency-medicine/student-jobs";

export const studentJobsPage = {
  title: "Student jobs",
  intro:
    "Working in medical services next to your studies is one of the best ways to gain practical emergency experience. These companies regularly employ students.",
};

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

// PLACEHOLDER (verify): work areas and team of the three companies are written from public, general
// information and must be confirmed with each company before launch; each carries toBeConfirmed.
export const jobCompanies: JobCompany[] = [
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
    website: "https://www.jdmt.ch",
    toBeConfirmed: true,
  },
];
