import type { LinkData } from "./link-data";

const base = "/emergency-medicine/student-courses";

export const studentCoursesPage = {
  title: "Student courses",
  intro:
    "Courses that students can take before graduation: hands-on training in emergency skills, scenarios and teamwork, often taught by students together with physicians and paramedics.",
};

export type StudentCourse = {
  title: string;
  description: string;
  /** Null while the page is not written yet: the card shows "Coming Soon". */
  path: string | null;
};

export const studentCourses: StudentCourse[] = [
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
];

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

export const medventura: CourseProvider = {
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
  links: [{ label: "Visit the official Medventura website", href: "https://www.medventura.ch" }],
};

export const stewi: CourseProvider = {
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
  links: [{ label: "Visit the official STEWI website", href: "https://www.stewi.ch", toBeConfirmed: true }],
};
