import { m } from "@ssem/core";
import { useLocale } from "~/lib/locale";
import { confirmSubscription } from "./api";
import { LinkActionLayout, useLinkToken } from "./link-action-page";
import { mailingListMessagesIn } from "./messages";
import { LocalizedLink } from "~/components/ui/localized-link";

/** /mailing-list/confirm#token=…: the page confirms with a POST when it opens; the GET that opened it changed nothing. */
export function ConfirmSubscriptionPage() {
  const { token, state } = useLinkToken(confirmSubscription, { automatic: true });
  const locale = useLocale();
  return (
    <LinkActionLayout title={m.mailing_confirm_title({}, { locale })}>
      {token === null || state.kind === "failed" ? (
        <div role="alert">
          <p className="font-semibold text-destructive">{state.kind === "failed" ? state.message : mailingListMessagesIn(locale).invalidLink}</p>
          <p className="mt-2 text-ink-muted">
            {m.mailing_subscribe_again({}, { locale })}{" "}
            <LocalizedLink to="/events#stay-updated" className="link">
              {m.mailing_stay_updated({}, { locale })}
            </LocalizedLink>
            .
          </p>
        </div>
      ) : state.kind === "done" ? (
        <p role="status">{m.mailing_confirmed({}, { locale })}</p>
      ) : (
        <p role="status" aria-busy="true" className="text-ink-muted">
          {m.mailing_confirming({}, { locale })}
        </p>
      )}
    </LinkActionLayout>
  );
}
