import { m } from "@ssem/core";
import { em, page } from "./texts";

export const studentJobsTexts = page(`${em}/student-jobs`, m.page_student_jobs_title, m.page_student_jobs_description);
