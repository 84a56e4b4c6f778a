import { m } from "@ssem/core";
import { em, page } from "./texts";

export const emergencyMedicineTexts = page(em, m.page_em_title, m.page_em_description);
