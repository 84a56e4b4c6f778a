import type { LinkData } from "~/content/link-data";
import { Button } from "./button";
import { ExternalLink } from "./external-link";
import { ToBeConfirmed } from "./to-be-confirmed";

/** A row of button-styled links to other websites; with `emphasizeFirst` the first is the main action. */
export function ExternalLinkButtons({ links, emphasizeFirst = false }: { links: LinkData[]; emphasizeFirst?: boolean }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-3">
      {links.map((link, index) => (
        <li key={link.href} className="flex max-w-full flex-wrap items-center gap-2">
          <Button
            asChild
            variant={emphasizeFirst && index === 0 ? "primary" : "outline"}
            className="h-auto! min-h-11 max-w-full py-2 text-left"
          >
            <ExternalLink href={link.href}>{link.label}</ExternalLink>
          </Button>
          {link.toBeConfirmed && <ToBeConfirmed />}
        </li>
      ))}
    </ul>
  );
}
