import { m } from "@ssem/core";
import { em, page } from "./texts";

export const usefulToolsTexts = page(`${em}/useful-tools`, m.page_useful_tools_title, m.page_useful_tools_description);
