import { m } from "@ssem/core";
import { em, page } from "./texts";

export const voluntaryWorkTexts = page(`${em}/voluntary-work`, m.page_voluntary_work_title, m.page_voluntary_work_description);
