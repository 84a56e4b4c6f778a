import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { association, m, pathWithoutLocale, signInPathFrom } from "@ssem/core";
import { LocalizedLink } from "~/components/ui/localized-link";
import { useLocale, useLocalizedPath } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { Container } from "~/components/ui/page";
import { HeaderLanguageSwitcher, MenuLanguageSwitcher } from "./language-switcher";
import { usePopoverExpanded } from "./use-popover-expanded";
import { dashboardItem, isCurrentItem, loginItem, navItems, type NavItem, type SignInHandle } from "./nav-items";

function navLinkClasses(isActive: boolean) {
  return cn(
    "block whitespace-nowrap rounded-md px-3 py-2 text-[15px] xl:px-2 xl:text-sm font-medium no-underline transition-colors",
    isActive ? "bg-accent-soft text-red-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink",
  );
}

/**
 * Below xl the links and the languages sit in a native popover (ADR 006): the Menu button opens it without
 * any JavaScript, and the browser closes it on Escape (focus back on the button) and on a tap
 * outside. The header only mirrors its state into aria-expanded and closes it on client navigation.
 */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  // The navigation marks the same item on a page in any language.
  const englishPathname = pathWithoutLocale(pathname);
  // A member page's static HTML (before its session check, or without JavaScript) shows the
  // Dashboard item as its current page; signed-out visitors never see the page itself.
  const items: NavItem[] = [...navItems, signedIn || isCurrentItem(dashboardItem, englishPathname) ? dashboardItem : loginItem];

  // Member Login comes back to this page after signing in, unless the page says it is no place to return to.
  const returnsHere = !useMatches().some((match) => (match.handle as SignInHandle | undefined)?.signInReturnsHere === false);
  // In the reader's language: signInPathFrom takes a prefixed page's; at an English path the reader's choice.
  const signInPath = localize(returnsHere ? signInPathFrom(pathname) : loginItem.to);

  const shownPathname = useRef(pathname);

  usePopoverExpanded(buttonRef, menuRef);
  // A followed link closes it.
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {m.header_skip_to_content({}, { locale })}
      </a>
      <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-2 py-2">
        <LocalizedLink to="/" className="flex items-center gap-2 font-bold text-ink no-underline">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-md bg-accent text-lg font-black text-white">
            +
          </span>
          <span className="text-lg tracking-tight">{association.shortName}</span>
          <span className="sr-only">{m.header_home_link_label({ associationName: association.name }, { locale })}</span>
        </LocalizedLink>
        <div className="group flex items-center gap-1">
          <button
            type="button"
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold xl:hidden"
            ref={buttonRef}
            popoverTarget={menuId}
            aria-controls={menuId}
            // aria-expanded: usePopoverExpanded, before hydration the bootstrap; without JavaScript the browser exposes it.
          >
            <Menu aria-hidden="true" className="size-5 group-has-[:popover-open]:hidden" />
            <X aria-hidden="true" className="hidden size-5 group-has-[:popover-open]:block" />
            {m.header_menu({}, { locale })}
          </button>
          <div
            ref={menuRef}
            id={menuId}
            popover="auto"
            className={cn(
              // The open popover hangs below the sticky header (4rem and its 1px border) and scrolls on a short screen.
              "fixed inset-x-0 top-[calc(4rem+1px)] bottom-auto m-0 max-h-[calc(100dvh-4rem-1px)] w-auto max-w-none flex-col gap-2 overflow-y-auto",
              "border-0 border-b border-border bg-white px-4 py-3 text-ink shadow-md sm:px-6 open:flex",
              "xl:static xl:flex xl:max-h-none xl:overflow-visible xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none",
            )}
          >
            <nav aria-label={m.header_navigation_label({}, { locale })}>
              <ul className="flex flex-col gap-1 xl:flex-row xl:items-center">
                {items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item === loginItem ? signInPath : localize(item.to)}
                      aria-current={isCurrentItem(item, englishPathname) ? "page" : undefined}
                      className={navLinkClasses(isCurrentItem(item, englishPathname))}
                    >
                      {item.label({}, { locale })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {/* Below xl the languages sit under the links; the wide header has its own button for them. */}
            <MenuLanguageSwitcher className="xl:hidden" />
          </div>
          <HeaderLanguageSwitcher />
        </div>
      </Container>
    </header>
  );
}
