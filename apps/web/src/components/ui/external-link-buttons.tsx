import type { LinkData } from "~/content/link-data";
import { cn } from "~/lib/utils";
import { buttonClasses } from "./button";
import { ExternalLink } from "./external-link";
import { ToBeConfirmed } from "./to-be-confirmed";

/** A row of button-styled links to other websites; with `emphasizeFirst` the first is the main action. */
export function ExternalLinkButtons({ links, emphasizeFirst = false }: { links: LinkData[]; emphasizeFirst?: boolean }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-3">
      {links.map((link, index) => (
        <li key={link.href} className="flex max-w-full flex-wrap items-center gap-2">
          <ExternalLink
            href={link.href}
            className={cn(buttonClasses({ variant: emphasizeFirst && index === 0 ? "primary" : "outline" }), "h-auto! min-h-11 max-w-full py-2 text-left")}
          >
            {link.label}
          </ExternalLink>
          {link.toBeConfirmed && <ToBeConfirmed />}
        </li>
      ))}
    </ul>
  );
}
