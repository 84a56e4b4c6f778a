import { m } from "@ssem/core";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import type { Specialization } from "~/content/career-paths";
import { useLocale } from "~/lib/locale";
import { LocalizedLink } from "~/components/ui/localized-link";

export function SpecializationCard({ specialization }: { specialization: Specialization }) {
  const locale = useLocale();
  return (
    <Card>
      <CardTitle as="h2">{specialization.title}</CardTitle>
      <CardDescription>{specialization.description}</CardDescription>
      <CardFooter>
        <LocalizedLink to={specialization.path} className={buttonClasses({ variant: "outline" })}>
          {m.em_learn_more({}, { locale })}<span className="sr-only"> {m.em_about_title({ title: specialization.title }, { locale })}</span>
        </LocalizedLink>
      </CardFooter>
    </Card>
  );
}
