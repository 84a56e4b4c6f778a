import { aboutTexts } from "./page-texts/about";
import { airAmbulanceTexts } from "./page-texts/air-ambulance";
import { careerPathsTexts } from "./page-texts/career-paths";
import { clinicalRotationsTexts } from "./page-texts/clinical-rotations";
import { contactTexts } from "./page-texts/contact";
import { courseTexts } from "./page-texts/course";
import { emergencyMedicineTexts } from "./page-texts/emergency-medicine";
import { eventsTexts } from "./page-texts/events";
import { focusClinicalEmTexts } from "./page-texts/focus-clinical-em";
import { homeTexts } from "./page-texts/home";
import { legalTexts } from "./page-texts/legal";
import { medventuraTexts } from "./page-texts/medventura";
import { membershipTexts } from "./page-texts/membership";
import { prehospitalEmTexts } from "./page-texts/prehospital-em";
import { stewiTexts } from "./page-texts/stewi";
import { studentCoursesTexts } from "./page-texts/student-courses";
import { studentJobTexts } from "./page-texts/student-job";
import { studentJobsTexts } from "./page-texts/student-jobs";
import { usefulToolTexts } from "./page-texts/useful-tool";
import { usefulToolsTexts } from "./page-texts/useful-tools";
import { voluntaryWorkDetailTexts } from "./page-texts/voluntary-work-detail";
import { voluntaryWorkTexts } from "./page-texts/voluntary-work";
import { type PageTexts, type PageTextsByPath, textsOf } from "./page-texts/texts";

/**
 * Every public page's texts, for the build, the tests and the e2e checks; never imported by a page, which takes its
 * own module's from page-texts/ (ADR 043).
 */
const allPageTexts: PageTextsByPath = {
  ...aboutTexts,
  ...airAmbulanceTexts,
  ...careerPathsTexts,
  ...clinicalRotationsTexts,
  ...contactTexts,
  ...courseTexts,
  ...emergencyMedicineTexts,
  ...eventsTexts,
  ...focusClinicalEmTexts,
  ...homeTexts,
  ...legalTexts,
  ...medventuraTexts,
  ...membershipTexts,
  ...prehospitalEmTexts,
  ...stewiTexts,
  ...studentCoursesTexts,
  ...studentJobTexts,
  ...studentJobsTexts,
  ...usefulToolTexts,
  ...usefulToolsTexts,
  ...voluntaryWorkDetailTexts,
  ...voluntaryWorkTexts,
};

/** The texts of the public page at `path`, in any language. */
export const publicPageTexts = (path: string): PageTexts => textsOf(allPageTexts, path);

/** The English paths that have texts: the route list's public pages, and no others (a test holds them equal). */
export const pathsWithTexts = () => Object.keys(allPageTexts);
