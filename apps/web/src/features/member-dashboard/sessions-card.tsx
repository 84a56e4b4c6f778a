import { dateFormatter } from "@ssem/core";
import { MonitorSmartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { notify } from "~/components/ui/toaster";
import { errorMessage, useEndSessions, useMySessions } from "./api";
import { DashboardCard } from "./dashboard-card";

const moment = dateFormatter("dateTime");
const day = dateFormatter("date");

const signedOutText = (ended: number) => (ended === 1 ? "One other device has been signed out." : `${ended} other devices have been signed out.`);

/**
 * Signed-in devices (issue 27): when each session started and was last used, and a way to end the
 * others. Sessions keep no IP address or browser details (ADR 003), so times are all there is.
 */
export function SessionsCard({ className }: { className?: string }) {
  const sessions = useMySessions();
  const end = useEndSessions();
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
        notify.success("Device signed out", `The session ${label} has ended.`);
        setFocusAfterEnd(next?.id ?? "");
      },
      onError: (error) => notify.error("Error signing out the device", errorMessage(error)),
    });
  };

  const endOthers = () =>
    end.mutate(undefined, {
      onSuccess: (result) => {
        notify.success("Other devices signed out", signedOutText(result.ended));
        setFocusAfterEnd("");
      },
      onError: (error) => notify.error("Error signing out the other devices", errorMessage(error)),
    });

  return (
    <DashboardCard title="Signed-in Devices" icon={<MonitorSmartphone aria-hidden="true" className="size-5 text-accent" />} className={className}>
      <CardDescription>
        Where your account is signed in. We keep no IP address or browser details, so each session is shown by when it
        started and the day it was last used.
      </CardDescription>
      {sessions.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          Loading your sessions…
        </p>
      )}
      {sessions.isError && (
        <LoadFailed className="mt-4" title="Your sessions could not be loaded." detail={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.data && (
        <>
          <ul className="mt-4 divide-y divide-border">
            {sessions.data.map((session) => {
              const label = `signed in on ${moment(session.startedAt)}`;
              return (
                <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                      Signed in {moment(session.startedAt)}
                      {session.current && <Badge tone="success">This device</Badge>}
                    </p>
                    <p className="text-sm text-ink-muted">Last used {day(session.lastSeenAt)}</p>
                  </div>
                  {!session.current && (
                    <Button
                      ref={(button) => {
                        if (button) buttons.current.set(session.id, button);
                        else buttons.current.delete(session.id);
                      }}
                      variant="outline"
                      size="sm"
                      aria-label={`Sign out the session ${label}`}
                      disabled={end.isPending}
                      onClick={() => endOne(session.id, label)}
                    >
                      Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <p ref={summary} tabIndex={-1} className="mt-2 text-sm text-ink-muted focus-visible:outline-none">
            {others.length === 0 ? "No other device is signed in." : others.length === 1 ? "One other device is signed in." : `${others.length} other devices are signed in.`}
          </p>
          {others.length > 0 && (
            <CardFooter>
              <Button variant="outline" disabled={end.isPending} onClick={endOthers}>
                Sign out all other devices
              </Button>
            </CardFooter>
          )}
        </>
      )}
    </DashboardCard>
  );
}
