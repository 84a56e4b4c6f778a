import { Languages } from "lucide-react";
import { type MouseEvent, useId, useRef } from "react";
import { Link, useLocation } from "react-router";
import { languageNames, type Locale, locales, localizedPath, m } from "@ssem/core";
import { chooseLocale, useIsLocalizedPage, useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { usePopoverExpanded } from "./use-popover-expanded";

/**
 * Links to this page in every language. On a page that exists in every language (public, sign-in, member area) each
 * is the page under the language's path, a plain link that works before hydration (ADR 006); on a page with one
 * address (a person in the admin dashboard) it is this page again, and the choice switches the language in place.
 * Either way the choice is remembered (`chooseLocale`).
 */
function LanguageLinks({ className }: { className: string }) {
  const localizedPage = useIsLocalizedPage();
  const { pathname, search, hash } = useLocation();
  const current = useLocale();
  const choose = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    chooseLocale(locale);
    event.currentTarget.closest<HTMLElement>("[popover]")?.hidePopover();
    if (!localizedPage) event.preventDefault();
  };
  return (
    <ul aria-label={m.lang_switcher_label({}, { locale: current })} className={className}>
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            to={`${localizedPage ? localizedPath(pathname, locale) : pathname}${search}${hash}`}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? "true" : undefined}
            onClick={choose(locale)}
            className={cn(
              "block whitespace-nowrap rounded-md px-3 py-2 text-[15px] font-medium no-underline xl:text-sm",
              locale === current ? "bg-accent-soft text-red-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink",
            )}
          >
            {languageNames[locale]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The switcher inside the phone menu: the languages in two columns under the navigation. */
export function MenuLanguageSwitcher({ className }: { className: string }) {
  return <LanguageLinks className={cn("grid grid-cols-2 gap-1 border-t border-border pt-2", className)} />;
}

/**
 * The switcher in the wide header: a button that opens the languages in a native popover, like the phone menu
 * (no script needed to open it; the browser closes it on Escape and gives focus back to the button).
 */
export function HeaderLanguageSwitcher() {
  const listId = useId();
  const locale = useLocale();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  usePopoverExpanded(buttonRef, listRef);
  return (
    <div className="hidden xl:block">
      <button
        type="button"
        ref={buttonRef}
        popoverTarget={listId}
        aria-controls={listId}
        className="language-button inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm font-semibold"
      >
        <Languages aria-hidden="true" className="size-4" />
        <span className="sr-only">{m.lang_switcher_label({}, { locale })}: </span>
        {locale.toUpperCase()}
      </button>
      <div ref={listRef} id={listId} popover="auto" className="language-menu m-0 rounded-md border border-border bg-white p-1 text-ink shadow-md">
        <LanguageLinks className="flex flex-col gap-0.5" />
      </div>
    </div>
  );
}
