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
      className={cn("inline-flex w-full flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1 sm:w-auto sm:self-start", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
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
 * text of all tabs: readable without JavaScript and by search engines.
 */
export function TabsContent({ className, ...props }: Omit<ComponentProps<typeof TabsPrimitive.Content>, "forceMount">) {
  return <TabsPrimitive.Content forceMount className={cn("focus-visible:outline-offset-4 data-[state=inactive]:hidden", className)} {...props} />;
}
