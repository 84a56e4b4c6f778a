import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { association } from "@ssem/core";
import { cn } from "~/lib/utils";
import { Container } from "~/components/ui/page";
import { dashboardItem, loginItem, navItems, type NavItem } from "./nav-items";

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    "block whitespace-nowrap rounded-md px-3 py-2 text-[15px] xl:px-2.5 xl:text-sm font-medium no-underline transition-colors",
    isActive ? "bg-accent-soft text-red-800" : "text-slate-700 hover:bg-slate-100 hover:text-ink",
  );
}

export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const items: NavItem[] = [...navItems, signedIn ? dashboardItem : loginItem];

  // A followed link closes the phone menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 py-2">
        <Link to="/" className="flex items-center gap-2 font-bold text-ink no-underline">
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-md bg-accent text-lg font-black text-white">
            +
          </span>
          <span className="text-lg tracking-tight">{association.shortName}</span>
          <span className="sr-only">, {association.name}, home</span>
        </Link>
        <nav aria-label="Main" data-menu-nav>
          {/* Without JavaScript the menu button cannot open anything, so the links are simply shown. */}
          <noscript>
            <style>
              {
                "@media (max-width:79.99rem){[data-menu-button]{display:none!important}[data-menu-nav]{flex-basis:100%}[data-menu-list]{display:flex!important;position:static;flex-flow:row wrap;box-shadow:none;border:0;padding:0 0 .75rem}}"
              }
            </style>
          </noscript>
          <button
            data-menu-button
            ref={buttonRef}
            type="button"
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold xl:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            Menu
          </button>
          <ul
            data-menu-list
            id={menuId}
            className={cn(
              "absolute inset-x-0 top-full flex-col gap-1 border-b border-border bg-white px-4 py-3 shadow-md sm:px-6",
              "xl:static xl:flex xl:flex-row xl:items-center xl:border-0 xl:p-0 xl:shadow-none",
              open ? "flex" : "hidden",
            )}
          >
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === "/"} className={navLinkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
