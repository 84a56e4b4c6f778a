/** Texts of the career paths page (/emergency-medicine/career-paths); the courses are in courses.ts. */

export type Specialization = { title: string; description: string; path: string };

export const careerPathsIntro = {
  title: "Career paths in emergency medicine",
  lead: "Switzerland has no separate specialist title in emergency medicine. Physicians reach it through a base specialty plus a focus or a certificate, and through courses that are recognized along the way. Here is an overview to plan with.",
};

export const careerPathTabs = {
  specializations: {
    label: "Specializations",
    intro: "Three ways to work in emergency medicine as a physician: in the hospital emergency department, on the road with a rescue service, or in the air.",
  },
  certificationCourses: {
    label: "Certification Courses",
    intro: "Internationally known courses that train the first minutes of emergency care. Some are required for a Swiss qualification, and those marked student-friendly are open to you already during your studies.",
  },
} as const;

export const specializations: Specialization[] = [
  {
    title: "Focus clinical emergency medicine",
    description:
      "The qualification for physicians in hospital emergency departments, added to a specialist title: 24 months in approved emergency departments and four courses.",
    path: "/emergency-medicine/focus-clinical-em",
  },
  {
    title: "Prehospital emergency medicine certificate",
    description:
      "The certificate for emergency physicians in rescue services: three years of clinical training, three courses and 50 emergency calls.",
    path: "/emergency-medicine/prehospital-em",
  },
  {
    title: "Air ambulance physician",
    description: "Helicopter, jet and consultant physicians in Swiss air rescue: what each role involves and what it requires.",
    path: "/emergency-medicine/air-ambulance",
  },
];
