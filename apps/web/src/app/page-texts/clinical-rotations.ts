import { m } from "@ssem/core";
import { em, page } from "./texts";

export const clinicalRotationsTexts = page(`${em}/clinical-rotations`, m.page_clinical_rotations_title, m.page_clinical_rotations_description);
