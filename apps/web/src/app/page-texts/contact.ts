import { m } from "@ssem/core";
import { page } from "./texts";

export const contactTexts = page("/contact", m.page_contact_title, m.page_contact_description);
