import { m } from "@ssem/core";
import { em, name, sharedModulePages, text } from "./texts";

export const voluntaryWorkDetailTexts = sharedModulePages(`${em}/voluntary-work`, m.page_voluntary_work_detail_title, [
  ["doctors-without-borders", name("Doctors Without Borders"), text(m.page_doctors_without_borders_description)],
  ["first-responder", text(m.page_first_responder_heading), text(m.page_first_responder_description)],
  ["humedica", name("Humedica"), text(m.page_humedica_description)],
]);
