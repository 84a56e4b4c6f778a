import { m } from "@ssem/core";
import { em, name, sharedModulePages, text } from "./texts";

export const courseTexts = sharedModulePages(`${em}/courses`, m.page_course_title, [
  ["atls-etc", name("ATLS & ETC"), text(m.page_course_atls_etc_description)],
  ["acls-als", name("ACLS & ALS"), text(m.page_course_acls_als_description)],
  ["pals-epls", name("PALS & EPLS"), text(m.page_course_pals_epls_description)],
  ["phtls", name("PHTLS"), text(m.page_course_phtls_description)],
  ["amls", name("AMLS"), text(m.page_course_amls_description)],
  ["tccc-tecc", name("TCCC & TECC"), text(m.page_course_tccc_tecc_description)],
]);
