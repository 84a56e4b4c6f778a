import { Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { type Course, coursePath } from "~/content/courses";

export function CourseCard({ course }: { course: Course }) {
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <CardTitle as="h2" className="break-words">
          {course.title}
        </CardTitle>
        {course.studentFriendly && <Badge tone="success">Student-friendly</Badge>}
      </div>
      <CardDescription>{course.description}</CardDescription>
      <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-ink">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        Duration: {course.duration}
      </p>
      <CardFooter>
        {course.comingSoon ? (
          <Button variant="outline" disabled>
            Coming Soon
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={coursePath(course.title)}>
              Learn More<span className="sr-only"> about {course.title}</span>
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
