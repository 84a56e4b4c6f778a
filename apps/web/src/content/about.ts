/** Texts of the About page; the people and partners are in people.ts. */
export const aboutIntro = {
  lead: "We are a student association for everyone in Switzerland who wants to work in emergency medicine one day: medical, paramedic and nursing students, and junior doctors at the start of their training.",
  paragraphs: [
    "Emergency medicine brings many professions together, but students usually meet it only late in their training and in separate silos. We want to change that. We collect reliable information on careers, courses, jobs and rotations, organise events where students, residents and specialists meet, and help members gain first practical experience, for example on ride-alongs with rescue services.",
    "The association is run by students on a voluntary basis. A board leads its work, an advisory board of experienced professionals guides it, and tutors share their knowledge with our members at courses and events.",
  ],
};

export const aboutSections = {
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
};
