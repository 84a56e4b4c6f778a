import { m } from "@ssem/core";
import { page } from "./texts";

export const homeTexts = page("/", m.page_home_title, m.page_home_description, m.page_home_heading);
