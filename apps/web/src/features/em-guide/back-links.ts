const em = "/emergency-medicine";

/** Where the back link of each emergency medicine page leads. */
export const backTo = {
  hub: { to: em, label: "Back to Emergency Medicine" },
  studentCourses: { to: `${em}/student-courses`, label: "Back to Student Courses" },
  studentJobs: { to: `${em}/student-jobs`, label: "Back to Student Jobs" },
  // Website pages are listed on the Websites tab; the back link returns there.
  usefulToolsWebsites: { to: `${em}/useful-tools?tab=websites`, label: "Back to Useful Tools" },
  voluntaryWork: { to: `${em}/voluntary-work`, label: "Back to Voluntary Work" },
} as const;
