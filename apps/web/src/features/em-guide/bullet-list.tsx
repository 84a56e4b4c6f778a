import { cn } from "~/lib/utils";

export function BulletList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn("prose-text list-disc space-y-2 pl-5 text-ink-muted marker:text-accent", className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
