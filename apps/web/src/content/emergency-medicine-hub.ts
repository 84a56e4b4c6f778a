/** Texts of the Emergency Medicine hub (/emergency-medicine). */

export type HubIcon = "career" | "courses" | "jobs" | "tools" | "rotations" | "voluntary" | "research";

export type HubArea = {
  title: string;
  description: string;
  icon: HubIcon;
  /** Null while the area has no page yet: the card then shows 'Coming Soon'. */
  path: string | null;
};

export const hubIntro = {
  title: "Emergency medicine",
  lead: "What we have collected on the way into emergency medicine: career paths and courses, student jobs and clinical rotations, useful tools and voluntary work.",
};

/** The hub is declared incomplete (spec, section 1); {email} is replaced by the association's info address. */
export const hubFeedbackNotice = {
  title: "This hub is still growing",
  text: "We add information step by step, so some areas are not complete yet. Is something missing, out of date or wrong? Let us know at {email}.",
};

export const hubAreas: HubArea[] = [
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
];
