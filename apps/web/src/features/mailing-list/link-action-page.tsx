import { m, parseMailingListFragment } from "@ssem/core";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Container } from "~/components/ui/page";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { oncePerPage } from "~/lib/once-per-page";
import { LocalizedLink } from "~/components/ui/localized-link";

export type LinkActionState = { kind: "idle" } | { kind: "working" } | { kind: "done" } | { kind: "failed"; message: string };

/**
 * Reads the token from the page's fragment (a GET never sends it to the server) and runs `act`
 * with it, at once or when the visitor clicks: a page shared by the confirmation and the
 * unsubscribe links. Opened, the page acts at most once (`oncePerPage`).
 */
export function useLinkToken(act: (token: string) => Promise<unknown>, { automatic }: { automatic: boolean }) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [state, setState] = useState<LinkActionState>({ kind: "idle" });
  const locale = useLocale();

  const run = useCallback(async (acting: Promise<unknown>) => {
    setState({ kind: "working" });
    try {
      await acting;
      setState({ kind: "done" });
    } catch (error) {
      setState({ kind: "failed", message: errorMessageIn(error, locale) });
    }
  }, [locale]);

  useEffect(() => {
    const found = parseMailingListFragment(window.location.hash);
    setToken(found);
    // Once per visit, however often the effect runs (twice in development).
    if (found && automatic) void run(oncePerPage(found, () => act(found)));
  }, [act, automatic, run]);

  // A click acts again each time: after a failure the visitor may retry.
  return { token, state, run: () => token && run(act(token)) };
}

export function LinkActionLayout({ title, children }: { title: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <Container className="max-w-2xl! py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6 space-y-4 text-lg">{children}</div>
      <p className="mt-10">
        <LocalizedLink to="/events" className="link">
          {m.mailing_back_to_events({}, { locale })}
        </LocalizedLink>
      </p>
    </Container>
  );
}
