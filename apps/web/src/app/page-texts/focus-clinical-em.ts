import { m } from "@ssem/core";
import { em, page } from "./texts";

export const focusClinicalEmTexts = page(`${em}/focus-clinical-em`, m.page_focus_clinical_em_title, m.page_focus_clinical_em_description);
