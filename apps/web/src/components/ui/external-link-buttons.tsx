import { Button } from "./button";
import { ExternalLink } from "./external-link";

/** A row of button-styled links to other websites; with `emphasizeFirst` the first is the main action. */
export function ExternalLinkButtons({ links, emphasizeFirst = false }: { links: { label: string; href: string }[]; emphasizeFirst?: boolean }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-3">
      {links.map((link, index) => (
        <li key={link.href} className="max-w-full">
          <Button
            asChild
            variant={emphasizeFirst && index === 0 ? "primary" : "outline"}
            className="h-auto min-h-11 max-w-full py-2 text-left"
          >
            <ExternalLink href={link.href}>{link.label}</ExternalLink>
          </Button>
        </li>
      ))}
    </ul>
  );
}
