import { m } from "@ssem/core";
import { em, page } from "./texts";

export const studentCoursesTexts = page(
  `${em}/student-courses`,
  m.page_student_courses_title,
  m.page_student_courses_description,
  m.page_student_courses_heading,
);
