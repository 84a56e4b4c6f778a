import { type Locale, m } from "@ssem/core";

const em = "/emergency-medicine";

/** Where the back link of each emergency medicine page leads, labelled in the reader's language. */
export function backTo(locale: Locale) {
  return {
    hub: { to: em, label: m.em_back_to_hub({}, { locale }) },
    studentCourses: { to: `${em}/student-courses`, label: m.em_back_to_student_courses({}, { locale }) },
    studentJobs: { to: `${em}/student-jobs`, label: m.em_back_to_student_jobs({}, { locale }) },
    // Website pages are listed on the Websites tab; the back link returns there.
    usefulToolsWebsites: { to: `${em}/useful-tools?tab=websites`, label: m.em_back_to_useful_tools({}, { locale }) },
    voluntaryWork: { to: `${em}/voluntary-work`, label: m.em_back_to_voluntary_work({}, { locale }) },
  };
}
