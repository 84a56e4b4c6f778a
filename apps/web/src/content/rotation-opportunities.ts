import type { RotationType } from "@ssem/core";

export const clinicalRotationsPage = {
  title: "Clinical rotations",
  intro:
    "A clinical rotation in an emergency department is the best way to find out whether the specialty suits you. Here are hospitals that offer rotations to students.",
  opportunitiesTitle: "Rotation opportunities",
  opportunitiesNote:
    "Where the contact says coming soon, apply through the hospital's own application channels.",
};

export type RotationOpportunity = {
  id: string;
  hospital: string;
  city: string;
  country: string;
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

const electiveApplication =
  "Apply for an elective (Unterassistenz) through the hospital's application process for medical students, usually many months in advance.";

// Contacts, durations, housing and stipends are left open on purpose until the association confirms them
// with each hospital: an invented contact would send students' applications nowhere.
export const rotationOpportunities: RotationOpportunity[] = [
  {
    id: "inselspital-bern",
    hospital: "Inselspital, Bern University Hospital",
    city: "Bern",
    country: "Switzerland",
    department: "Emergency department",
    contactEmail: null,
    contactPerson: null,
    website: "https://www.insel.ch",
    applicationProcess: electiveApplication,
    rotationTypes: ["medical_students"],
    duration: null,
    requirements: ["Good knowledge of German"],
    housingProvided: null,
    stipendProvided: null,
    description:
      "University hospital with a large interdisciplinary emergency department and a trauma centre for the Bern region.",
  },
  {
    id: "usz-zurich",
    hospital: "University Hospital Zurich (USZ)",
    city: "Zurich",
    country: "Switzerland",
    department: "Emergency department",
    contactEmail: null,
    contactPerson: null,
    website: "https://www.usz.ch",
    applicationProcess: electiveApplication,
    rotationTypes: ["medical_students"],
    duration: null,
    requirements: ["Good knowledge of German"],
    housingProvided: null,
    stipendProvided: null,
    description: "University hospital in the centre of Zurich with a broad case mix in adult emergency medicine.",
  },
  {
    id: "usb-basel",
    hospital: "University Hospital Basel (USB)",
    city: "Basel",
    country: "Switzerland",
    department: "Emergency department",
    contactEmail: null,
    contactPerson: null,
    website: "https://www.unispital-basel.ch",
    applicationProcess: electiveApplication,
    rotationTypes: ["medical_students"],
    duration: null,
    requirements: ["Good knowledge of German"],
    housingProvided: null,
    stipendProvided: null,
    description: "University hospital of north-western Switzerland with an emergency centre for adults.",
  },
  {
    id: "chuv-lausanne",
    hospital: "Lausanne University Hospital (CHUV)",
    city: "Lausanne",
    country: "Switzerland",
    department: "Emergency department",
    contactEmail: null,
    contactPerson: null,
    website: "https://www.chuv.ch",
    applicationProcess: electiveApplication,
    rotationTypes: ["medical_students"],
    duration: null,
    requirements: ["Good knowledge of French"],
    housingProvided: null,
    stipendProvided: null,
    description:
      "University hospital in French-speaking Switzerland and a centre for emergency and trauma care in the Lake Geneva region.",
  },
  {
    id: "hug-geneva",
    hospital: "Geneva University Hospitals (HUG)",
    city: "Geneva",
    country: "Switzerland",
    department: "Emergency department",
    contactEmail: null,
    contactPerson: null,
    website: "https://www.hug.ch",
    applicationProcess: electiveApplication,
    rotationTypes: ["medical_students"],
    duration: null,
    requirements: ["Good knowledge of French"],
    housingProvided: null,
    stipendProvided: null,
    description: "Switzerland's largest university hospital group, with adult and paediatric emergency departments.",
  },
  {
    id: "kssg-st-gallen",
    hospital: "Cantonal Hospital St. Gallen (KSSG)",
    city: "St. Gallen",
    country: "Switzerland",
    department: "Emergency department",
    contactEmail: null,
    contactPerson: null,
    website: "https://www.kssg.ch",
    applicationProcess: electiveApplication,
    rotationTypes: ["medical_students"],
    duration: null,
    requirements: ["Good knowledge of German"],
    housingProvided: null,
    stipendProvided: null,
    description: "Centre hospital of eastern Switzerland and a teaching hospital with a busy emergency department.",
  },
  {
    id: "luks-lucerne",
    hospital: "Lucerne Cantonal Hospital (LUKS)",
    city: "Lucerne",
    country: "Switzerland",
    department: "Emergency department",
    contactEmail: null,
    contactPerson: null,
    website: "https://www.luks.ch",
    applicationProcess: electiveApplication,
    rotationTypes: ["medical_students"],
    duration: null,
    requirements: ["Good knowledge of German"],
    housingProvided: null,
    stipendProvided: null,
    description:
      "The largest hospital in central Switzerland and the main clinical partner of the medical master's programme in Lucerne.",
  },
  {
    id: "ksa-aarau",
    hospital: "Cantonal Hospital Aarau (KSA)",
    city: "Aarau",
    country: "Switzerland",
    department: "Emergency department",
    contactEmail: null,
    contactPerson: null,
    website: "https://www.ksa.ch",
    applicationProcess: electiveApplication,
    rotationTypes: ["medical_students"],
    duration: null,
    requirements: ["Good knowledge of German"],
    housingProvided: null,
    stipendProvided: null,
    description: "Centre hospital of the canton of Aargau with an interdisciplinary emergency department.",
  },
  {
    id: "ksgr-chur",
    hospital: "Cantonal Hospital Graubünden (KSGR)",
    city: "Chur",
    country: "Switzerland",
    department: "Emergency department",
    contactEmail: null,
    contactPerson: null,
    website: "https://www.ksgr.ch",
    applicationProcess: electiveApplication,
    rotationTypes: ["medical_students"],
    duration: null,
    requirements: ["Good knowledge of German"],
    housingProvided: null,
    stipendProvided: null,
    description:
      "Centre hospital for a mountain canton, where alpine and winter sports injuries are part of everyday emergency care.",
  },
];
