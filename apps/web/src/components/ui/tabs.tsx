import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * Real ARIA tabs (Radix): arrow keys move between tabs and a tab activates as soon as it
 * receives focus ("switch on click or focus", as the specification asks).
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root activationMode="automatic" className={cn("flex flex-col gap-6", className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("noscript:hidden inline-flex w-full flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1 sm:w-auto sm:self-start", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      // The prerendered page's bootstrap finds a tab by its value (ADR 006).
      data-value={props.value}
      className={cn(
        "flex-1 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 transition-colors sm:flex-none",
        "hover:text-ink data-[state=active]:bg-white data-[state=active]:text-red-800 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Every panel is rendered and inactive ones are only hidden, so the prerendered HTML carries the
 * text of all tabs. Without JavaScript the tab buttons could not switch anything, so the list is
 * hidden and every panel is shown under its own heading (which screen readers get in any case).
 */
export function TabsContent({
  className,
  title,
  headingLevel = 2,
  children,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.Content>, "forceMount"> & { title: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <TabsPrimitive.Content
      forceMount
      className={cn("focus-visible:outline-offset-4 data-[state=inactive]:hidden noscript:block!", className)}
      {...props}
    >
      <Heading className="sr-only noscript:not-sr-only noscript:mb-4 noscript:block noscript:text-xl noscript:font-bold noscript:text-ink">
        {title}
      </Heading>
      {children}
    </TabsPrimitive.Content>
  );
}
