import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import type { Specialization } from "~/content/career-paths";

export function SpecializationCard({ specialization }: { specialization: Specialization }) {
  return (
    <Card>
      <CardTitle as="h2">{specialization.title}</CardTitle>
      <CardDescription>{specialization.description}</CardDescription>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to={specialization.path}>
            Learn More<span className="sr-only"> about {specialization.title}</span>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
