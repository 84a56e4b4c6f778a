import { m } from "@ssem/core";
import { em, page } from "./texts";

export const medventuraTexts = page(`${em}/student-courses/medventura`, m.page_medventura_title, m.page_medventura_description);
