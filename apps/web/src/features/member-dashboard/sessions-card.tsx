import { dateFormatter, formatNumber, type Locale, m } from "@ssem/core";
import { MonitorSmartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { notify } from "~/components/ui/toaster";
import { useLocale } from "~/lib/locale";
import { errorMessageIn, useEndSessions, useMySessions } from "./api";
import { DashboardCard } from "./dashboard-card";

const signedOutText = (ended: number, locale: Locale) => m.dash_sessions_others_signed_out({ count: ended, shownCount: formatNumber(ended, locale) }, { locale });

function othersText(others: number, locale: Locale) {
  if (others === 0) return m.dash_sessions_none_other({}, { locale });
  return m.dash_sessions_others_signed_in({ count: others, shownCount: formatNumber(others, locale) }, { locale });
}

/**
 * Signed-in devices (issue 27): when each session started and was last used, and a way to end the
 * others. Sessions keep no IP address or browser details (ADR 003), so times are all there is.
 */
export function SessionsCard({ className }: { className?: string }) {
  const sessions = useMySessions();
  const end = useEndSessions();
  const locale = useLocale();
  const moment = dateFormatter("dateTime", locale);
  const day = dateFormatter("date", locale);
  const others = sessions.data?.filter((session) => !session.current) ?? [];
  // After a row leaves, focus goes to the next row's button, else to the card's summary line: once
  // the row is gone and the buttons are enabled again.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const summary = useRef<HTMLParagraphElement>(null);
  const [focusAfterEnd, setFocusAfterEnd] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfterEnd === null || end.isPending) return;
    (buttons.current.get(focusAfterEnd) ?? summary.current)?.focus();
    setFocusAfterEnd(null);
  }, [focusAfterEnd, end.isPending]);

  const endOne = (id: string, label: string) => {
    const index = others.findIndex((session) => session.id === id);
    const next = others[index + 1] ?? others[index - 1];
    end.mutate(id, {
      onSuccess: () => {
        notify.success(m.dash_session_ended({}, { locale }), m.dash_session_ended_text({ label }, { locale }));
        setFocusAfterEnd(next?.id ?? "");
      },
      onError: (error) => notify.error(m.dash_session_end_error({}, { locale }), errorMessageIn(error, locale)),
    });
  };

  const endOthers = () =>
    end.mutate(undefined, {
      onSuccess: (result) => {
        notify.success(m.dash_sessions_others_ended({}, { locale }), signedOutText(result.ended, locale));
        setFocusAfterEnd("");
      },
      onError: (error) => notify.error(m.dash_sessions_others_end_error({}, { locale }), errorMessageIn(error, locale)),
    });

  return (
    <DashboardCard title={m.dash_sessions_title({}, { locale })} icon={<MonitorSmartphone aria-hidden="true" className="size-5 text-accent" />} className={className}>
      <CardDescription>{m.dash_sessions_text({}, { locale })}</CardDescription>
      {sessions.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          {m.dash_sessions_loading({}, { locale })}
        </p>
      )}
      {sessions.isError && (
        <LoadFailed className="mt-4" title={m.dash_sessions_load_failed({}, { locale })} detail={errorMessageIn(sessions.error, locale)} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.data && (
        <>
          <ul className="mt-4 divide-y divide-border">
            {sessions.data.map((session) => {
              const label = m.dash_session_label({ moment: moment(session.startedAt) }, { locale });
              return (
                <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                      {m.dash_session_signed_in({ moment: moment(session.startedAt) }, { locale })}
                      {session.current && <Badge tone="success">{m.dash_session_this_device({}, { locale })}</Badge>}
                    </p>
                    <p className="text-sm text-ink-muted">{m.dash_session_last_used({ day: day(session.lastSeenAt) }, { locale })}</p>
                  </div>
                  {!session.current && (
                    <Button
                      ref={(button) => {
                        if (button) buttons.current.set(session.id, button);
                        else buttons.current.delete(session.id);
                      }}
                      variant="outline"
                      size="sm"
                      aria-label={m.dash_session_sign_out_label({ label }, { locale })}
                      disabled={end.isPending}
                      onClick={() => endOne(session.id, label)}
                    >
                      {m.dash_session_sign_out({}, { locale })}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <p ref={summary} tabIndex={-1} className="mt-2 text-sm text-ink-muted focus-visible:outline-none">
            {othersText(others.length, locale)}
          </p>
          {others.length > 0 && (
            <CardFooter>
              <Button variant="outline" disabled={end.isPending} onClick={endOthers}>
                {m.dash_sessions_sign_out_others({}, { locale })}
              </Button>
            </CardFooter>
          )}
        </>
      )}
    </DashboardCard>
  );
}
