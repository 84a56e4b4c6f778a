import { m } from "@ssem/core";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
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
        <ExternalLink href={app.androidUrl} className={buttonClasses({ variant: "outline", size: "sm" })}>
          Android Store<span className="sr-only">: {m.em_search_for({ name: app.name }, { locale })}</span>
        </ExternalLink>
        {app.iosUrl && (
          <ExternalLink href={app.iosUrl} className={buttonClasses({ variant: "outline", size: "sm" })}>
            iOS App Store<span className="sr-only">: {app.name}</span>
          </ExternalLink>
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
        <LocalizedLink to={website.path} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {m.em_explore({}, { locale })}<span className="sr-only">: {website.name}</span>
        </LocalizedLink>
        <ExternalLink href={website.url} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {m.em_visit_website({}, { locale })}<span className="sr-only">: {website.name}</span>
        </ExternalLink>
        {website.urlToBeConfirmed && <ToBeConfirmed />}
      </CardFooter>
    </Card>
  );
}
