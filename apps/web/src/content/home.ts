/** Texts of the home page. */
export const hero = {
  title: "Emergency medicine, from the first semester on",
  lead: "We connect medical, paramedic and nursing students in Switzerland who share a passion for emergency medicine: to learn together, find their path and work across professions.",
};

export const whyJoin = [
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
] as const;

export const mission = {
  title: "Our mission",
  paragraphs: [
    "Switzerland has no separate specialist title in emergency medicine, and students meet the field late and in pieces. We want every interested student to know early which paths lead there, which courses and jobs help along the way and whom to ask.",
    "We are an association run by students on a voluntary basis. We share reliable information, organise events and build a community of medical, paramedic and nursing students who will one day work side by side in the emergency department and on the road.",
  ],
};

/** PLACEHOLDER: the association supplies its sponsor's name, logo and website. */
export const sponsor = { name: "Sponsor name (placeholder)", url: null as string | null };

export const closingCallToAction = {
  title: "Ready to join us?",
  text: "Membership is 10 CHF a year for students and 20 CHF for residents, graduates and specialists.",
};
