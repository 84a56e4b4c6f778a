/** Texts of the air ambulance page (/emergency-medicine/air-ambulance). */

export const airAmbulanceRoleIds = ["helicopter-physician", "jet-physician", "consultant-physician"] as const;

export type AirAmbulanceRoleId = (typeof airAmbulanceRoleIds)[number];

export type AirAmbulanceRole = {
  id: AirAmbulanceRoleId;
  label: string;
  description: string;
  requirements: string[];
};

export const airAmbulanceIntro = {
  title: "Air ambulance physician",
  lead: "Mountains, lakes and long distances make air rescue an essential part of emergency medicine in Switzerland. Physicians fly on rescue helicopters, accompany patients on ambulance jets, and advise from the operations center.",
};

export const airAmbulanceProviders = {
  title: "Air rescue providers",
  intro: "Air rescue in Switzerland is provided by several organizations, among them:",
  names: ["Rega", "TCS Swiss Ambulance Rescue / Alpine Air Ambulance", "Air Zermatt", "Air-Glaciers"],
  note: "Requirements differ between organizations and change over time. What follows is a general orientation; the current job postings of each provider are binding.",
};

export const airAmbulanceRolesTitle = "Roles and requirements";

export const airAmbulanceRoles: AirAmbulanceRole[] = [
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
];
