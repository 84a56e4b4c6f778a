import { m } from "@ssem/core";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { ToBeConfirmed } from "~/components/ui/to-be-confirmed";
import type { ToolApp, ToolWebsite } from "~/content/useful-tools";
import { useLocale } from "~/lib/locale";
import { LocalizedLink } from "~/components/ui/localized-link";

export function AppCard({ app }: { app: ToolApp }) {
  const locale = useLocale();
  return (
    <Card>
      <CardTitle>{app.name}</CardTitle>
      <CardDescription>
        {app.description}
        {app.toBeConfirmed && <ToBeConfirmed className="ml-2" />}
      </CardDescription>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <ExternalLink href={app.androidUrl}>
            Android Store<span className="sr-only">: {m.em_search_for({ name: app.name }, { locale })}</span>
          </ExternalLink>
        </Button>
        {app.iosUrl && (
          <Button asChild variant="outline" size="sm">
            <ExternalLink href={app.iosUrl}>
              iOS App Store<span className="sr-only">: {app.name}</span>
            </ExternalLink>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

export function WebsiteCard({ website }: { website: ToolWebsite }) {
  const locale = useLocale();
  return (
    <Card>
      <CardTitle>{website.name}</CardTitle>
      {website.badge && (
        <div className="mt-2">
          <Badge tone="info">{website.badge}</Badge>
        </div>
      )}
      <CardDescription>{website.description}</CardDescription>
      <CardFooter className="items-center">
        <Button asChild variant="outline" size="sm">
          <LocalizedLink to={website.path}>
            {m.em_explore({}, { locale })}<span className="sr-only">: {website.name}</span>
          </LocalizedLink>
        </Button>
        <Button asChild variant="outline" size="sm">
          <ExternalLink href={website.url}>
            {m.em_visit_website({}, { locale })}<span className="sr-only">: {website.name}</span>
          </ExternalLink>
        </Button>
        {website.urlToBeConfirmed && <ToBeConfirmed />}
      </CardFooter>
    </Card>
  );
}
