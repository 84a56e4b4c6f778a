import { m } from "@ssem/core";
import { page } from "./texts";

export const legalTexts = page("/legal", m.page_legal_title, m.page_legal_description);
