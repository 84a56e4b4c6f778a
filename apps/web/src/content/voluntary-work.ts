import type { LinkData } from "./link-data";

const base = "/emergency-medicine/voluntary-work";

export const voluntaryWorkPage = {
  title: "Voluntary work",
  intro:
    "Emergency medicine skills are useful far beyond the hospital: in humanitarian missions abroad and as a first responder in your own neighbourhood.",
};

export type Canton = { code: string; name: string };

/** One row of the cantonal first responder overview. */
export type FirstResponderSystem = {
  system: string;
  /** Empty when the source names no cantons; `note` then says what to do. */
  cantons: Canton[];
  note?: string;
};

export type VoluntaryWorkSection =
  | { title: string; kind: "text"; paragraphs: string[] }
  | { title: string; kind: "list"; intro?: string; items: string[] }
  | { title: string; kind: "cantonal-systems"; intro: string; caption: string; systems: FirstResponderSystem[] };

export type VoluntaryWork = {
  title: string;
  /** Short text for the card on the voluntary work page. */
  summary: string;
  path: string;
  intro: string;
  sections: VoluntaryWorkSection[];
  links: LinkData[];
};

const canton = (code: string, name: string): Canton => ({ code, name });

export const voluntaryWork: VoluntaryWork[] = [
  {
    title: "Doctors Without Borders",
    summary:
      "The humanitarian medical organisation Médecins Sans Frontières (MSF) brings medical care to people affected by conflict, epidemics and disasters.",
    path: `${base}/doctors-without-borders`,
    intro:
      "Doctors Without Borders / Médecins Sans Frontières (MSF) is an independent international humanitarian medical organisation. It provides medical care where people are affected by armed conflict, epidemics, natural disasters or exclusion from health care.",
    sections: [
      {
        title: "Who can go on a mission",
        kind: "list",
        intro: "MSF sends qualified professionals to its field projects. Among the usual expectations:",
        items: [
          "A completed professional qualification, for example as a physician, nurse or midwife, or in logistics or administration.",
          "Professional experience after qualifying, usually at least two years.",
          "Availability for several months and good language skills, often English and French.",
        ],
      },
      {
        title: "What you can do as a student",
        kind: "text",
        paragraphs: [
          "Field missions are not open to students yet, but you can prepare early: attend information events of MSF Switzerland, learn about humanitarian and tropical medicine, train your emergency skills and your languages.",
        ],
      },
    ],
    links: [
      { label: "Visit MSF Switzerland", href: "https://www.msf.ch" },
      { label: "Visit MSF International", href: "https://www.msf.org" },
    ],
  },
  {
    title: "First responder",
    summary:
      "A first responder system for cardiac arrest: trained volunteers nearby are alerted to start resuscitation before the ambulance arrives.",
    path: `${base}/first-responder`,
    intro:
      "In a cardiac arrest, every minute without resuscitation lowers the chance of survival. First responder systems close the gap until the ambulance arrives: when someone calls the emergency number 144 for a suspected cardiac arrest, the dispatch centre alerts registered volunteers close to the scene at the same time as the rescue service. They start chest compressions and use the nearest AED until the professionals take over.",
    sections: [
      {
        title: "What you need",
        kind: "list",
        items: [
          "A valid BLS AED certificate (basic life support with an automated external defibrillator) to register as a first responder.",
          "For First Responder Plus: first aid training at IVR 2 (level 2 of the Interverband für Rettungswesen).",
          "A smartphone with the alerting app of your region, and readiness to leave at once when you are alerted.",
        ],
      },
      {
        title: "Cantonal first responder systems",
        kind: "cantonal-systems",
        intro:
          "First responder systems are organised by the cantons, alone or together with their neighbours. Which system you join depends on where you live or study.",
        caption: "Cantonal first responder lists (2025)",
        systems: [
          {
            system: "Individual canton systems",
            cantons: [],
            note: "Several cantons run a system of their own. Ask your cantonal rescue service which one applies to you.",
          },
          {
            system: "Basel region",
            cantons: [canton("BL", "Basel-Landschaft"), canton("BS", "Basel-Stadt"), canton("SO", "Solothurn")],
          },
          {
            system: "Foundation group",
            cantons: [canton("FR", "Fribourg"), canton("JU", "Jura"), canton("VD", "Vaud")],
          },
          {
            system: "Central Switzerland",
            cantons: [canton("LU", "Lucerne"), canton("NW", "Nidwalden"), canton("OW", "Obwalden"), canton("UR", "Uri")],
          },
          {
            system: "No system for laypersons",
            cantons: [canton("SG", "St. Gallen"), canton("SH", "Schaffhausen")],
          },
        ],
      },
    ],
    links: [
      { label: "Swiss Resuscitation Council (BLS AED courses)", href: "https://www.resuscitation.ch" },
      { label: "Interverband für Rettungswesen (IVR)", href: "https://www.ivr-ias.ch" },
    ],
  },
  {
    title: "Humedica",
    summary:
      "A humanitarian mission organisation that sends volunteer medical teams to disaster and crisis areas for short missions.",
    path: `${base}/humedica`,
    intro:
      "Humedica is a humanitarian aid organisation. After natural disasters and in humanitarian crises it sends teams of volunteer physicians, nurses and emergency staff who provide basic medical care on site, usually for missions of a few weeks.",
    sections: [
      {
        title: "Volunteer prerequisites",
        kind: "list",
        intro: "Every volunteer goes through Humedica's preparation before a first mission. To be admitted:",
        items: [
          "Nursing or emergency staff complete their training before the preparation.",
          "Doctors have finished at least the 10th semester.",
        ],
      },
      {
        title: "How to get involved",
        kind: "text",
        paragraphs: [
          "Register as a volunteer on Humedica's website. Once you have completed the preparation, you can be asked for missions at short notice, so check in advance how you could take time off from your studies or work.",
        ],
      },
    ],
    links: [{ label: "Visit Humedica", href: "https://www.humedica.org" }],
  },
];
