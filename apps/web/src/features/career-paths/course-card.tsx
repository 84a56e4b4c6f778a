import { Clock } from "lucide-react";
import { m } from "@ssem/core";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { type Course, coursePath } from "~/content/courses";
import { useLocale } from "~/lib/locale";
import { LocalizedLink } from "~/components/ui/localized-link";

export function CourseCard({ course }: { course: Course }) {
  const locale = useLocale();
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <CardTitle as="h2" className="break-words">
          {course.title}
        </CardTitle>
        {course.studentFriendly && <Badge tone="success">{m.em_student_friendly({}, { locale })}</Badge>}
      </div>
      <CardDescription>{course.description}</CardDescription>
      <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-ink">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        {m.em_duration({ duration: course.duration }, { locale })}
      </p>
      <CardFooter>
        {course.comingSoon ? (
          <Button variant="outline" disabled>
            {m.em_coming_soon({}, { locale })}
          </Button>
        ) : (
          <LocalizedLink to={coursePath(course.title)} className={buttonClasses({ variant: "outline" })}>
            {m.em_learn_more({}, { locale })}<span className="sr-only"> {m.em_about_title({ title: course.title }, { locale })}</span>
          </LocalizedLink>
        )}
      </CardFooter>
    </Card>
  );
}
