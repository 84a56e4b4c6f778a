import { dateFormatter, formatClockTime, formatEventDate, m } from "@ssem/core";
import { CircleCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { LocalizedLink } from "~/components/ui/localized-link";
import { Container } from "~/components/ui/page";
import { ApiRequestError } from "~/lib/api-errors";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { registrationRefusalIn } from "~/lib/registration-refusal";
import { useCheckIn, useCheckInCard } from "./admin-api";
import { doorListPath } from "./door-list";

/**
 * What the board's phone shows when it opens a confirmation's QR code (issue 41, ADR 042): whose code it is, for
 * which event, and one button that checks them in. Made for a phone held at the door: one column, large targets.
 */
export function CheckInPage({ token }: { token: string }) {
  const locale = useLocale();
  const options = { locale };
  const card = useCheckInCard(token);
  const checkIn = useCheckIn(token);

  return (
    <Container className="max-w-md py-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{m.check_in_heading({}, options)}</h1>
      {card.isPending && (
        <p role="status" className="mt-6 text-ink-muted">
          {m.check_in_loading({}, options)}
        </p>
      )}
      {card.isError &&
        (card.error instanceof ApiRequestError && card.error.code === "not_found" ? (
          <p role="alert" className="mt-6 text-ink">
            {m.check_in_not_found({}, options)}
          </p>
        ) : (
          <LoadFailed
            className="mt-6"
            title={m.check_in_load_failed({}, options)}
            detail={errorMessageIn(card.error, locale)}
            onRetry={() => void card.refetch()}
          />
        ))}
      {card.data && (
        <Card className="mt-6 flex flex-col gap-4">
          <div>
            <p className="text-2xl font-semibold break-words text-ink">{card.data.name ?? card.data.email}</p>
            <p className="break-words text-ink-muted">{card.data.email}</p>
          </div>
          <p className="text-ink">
            {card.data.title}, {formatEventDate(card.data.date)}, {formatClockTime(card.data.startTime, locale)}
          </p>
          {/* Announced when the tap's answer arrives, so a phone's screen reader says it too. */}
          <div role="status">
            {card.data.checkedInAt ? (
              // Large and green: read at arm's length in a queue at the door.
              <p className="flex items-center gap-2 rounded-md bg-emerald-50 px-4 py-3 text-lg font-semibold text-emerald-900 ring-1 ring-emerald-700/30">
                <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
                {m.check_in_done({ time: dateFormatter("dateTime", locale)(card.data.checkedInAt) }, options)}
              </p>
            ) : card.data.state !== "confirmed" ? (
              <p className="text-ink">{m.check_in_not_confirmed({}, options)}</p>
            ) : null}
          </div>
          {checkIn.isError && (
            <p role="alert" className="text-destructive">
              {m.check_in_failed({}, options)}: {registrationRefusalIn(checkIn.error, locale)}
            </p>
          )}
          {card.data.state === "confirmed" && !card.data.checkedInAt && (
            <Button size="lg" className="w-full" disabled={checkIn.isPending} onClick={() => checkIn.mutate()}>
              {m.check_in_button({}, options)}
            </Button>
          )}
        </Card>
      )}
      {card.data && (
        <LocalizedLink to={doorListPath(card.data.eventId)} className="link mt-6 inline-flex min-h-6 items-center">
          {m.door_open({}, options)}
        </LocalizedLink>
      )}
    </Container>
  );
}
