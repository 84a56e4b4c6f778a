import { m } from "@ssem/core";
import { em, name, sharedModulePages, text } from "./texts";

export const studentJobTexts = sharedModulePages(`${em}/student-jobs`, m.page_student_job_title, [
  ["chris-medical", name("Chris Medical Services"), text(m.page_student_job_chris_medical_description)],
  ["emergency-squat", name("Emergency Squad"), text(m.page_student_job_emergency_squad_description)],
  ["jdmt", name("JDMT"), text(m.page_student_job_jdmt_description)],
]);
