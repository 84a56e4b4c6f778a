import { m } from "@ssem/core";
import { em, page } from "./texts";

export const prehospitalEmTexts = page(`${em}/prehospital-em`, m.page_prehospital_em_title, m.page_prehospital_em_description);
