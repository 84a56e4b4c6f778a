import { cn } from "~/lib/utils";

const sizes = { md: 64, lg: 96 } as const;

/**
 * A round portrait, or the person's initials until a photo exists (visual.md: no stock photos).
 * Both have the same fixed size, so adding a photo later causes no layout shift. The name is
 * always shown next to it, so the image itself is decorative.
 */
export function Avatar({ initials, src, size = "md", className }: { initials: string; src?: string | null; size?: keyof typeof sizes; className?: string }) {
  const pixels = sizes[size];
  const shape = cn("shrink-0 rounded-full", size === "lg" ? "size-24" : "size-16", className);
  if (src) return <img src={src} alt="" width={pixels} height={pixels} loading="lazy" decoding="async" className={cn(shape, "object-cover")} />;
  return (
    <span
      aria-hidden="true"
      className={cn(shape, "flex items-center justify-center bg-slate-200 font-semibold text-slate-700", size === "lg" ? "text-2xl" : "text-lg")}
    >
      {initials}
    </span>
  );
}
