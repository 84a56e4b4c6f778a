import { m } from "@ssem/core";
import { Button } from "~/components/ui/button";
import { useLocale } from "~/lib/locale";
import { unsubscribe } from "./api";
import { LinkActionLayout, useLinkToken } from "./link-action-page";
import { mailingListMessagesIn } from "./messages";

/**
 * /mailing-list/unsubscribe#token=…, the link in every newsletter: one click unsubscribes. Opening
 * the page does not, since link scanners open links too.
 */
export function UnsubscribePage() {
  const { token, state, run } = useLinkToken(unsubscribe, { automatic: false });
  const locale = useLocale();
  if (state.kind === "done")
    return (
      <LinkActionLayout title={m.mailing_unsubscribed_title({}, { locale })}>
        <p role="status">{m.mailing_unsubscribed_text({}, { locale })}</p>
      </LinkActionLayout>
    );
  return (
    <LinkActionLayout title={m.mailing_unsubscribe_title({}, { locale })}>
      {token === null ? (
        <p role="alert" className="font-semibold text-destructive">
          {mailingListMessagesIn(locale).invalidUnsubscribeLink}
        </p>
      ) : (
        <>
          <p>{m.mailing_unsubscribe_text({}, { locale })}</p>
          <Button onClick={() => void run()} disabled={token === undefined || state.kind === "working"}>
            {state.kind === "working" ? m.mailing_unsubscribing({}, { locale }) : m.mailing_unsubscribe({}, { locale })}
          </Button>
          {state.kind === "failed" && (
            <p role="alert" className="font-semibold text-destructive">
              {state.message}
            </p>
          )}
        </>
      )}
    </LinkActionLayout>
  );
}
