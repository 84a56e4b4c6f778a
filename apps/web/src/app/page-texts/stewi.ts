import { m } from "@ssem/core";
import { em, page } from "./texts";

export const stewiTexts = page(`${em}/student-courses/stewi`, m.page_stewi_title, m.page_stewi_description);
