import { m } from "@ssem/core";
import { em, page } from "./texts";

export const careerPathsTexts = page(`${em}/career-paths`, m.page_career_paths_title, m.page_career_paths_description);
