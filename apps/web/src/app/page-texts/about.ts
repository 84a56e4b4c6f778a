import { m } from "@ssem/core";
import { page } from "./texts";

export const aboutTexts = page("/about", m.page_about_title, m.page_about_description);
