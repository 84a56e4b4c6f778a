import { mailingListMessages } from "@ssem/core";
import { Link } from "react-router";
import { confirmSubscription } from "./api";
import { LinkActionLayout, useLinkToken } from "./link-action-page";

/** /mailing-list/confirm#token=…: the page confirms with a POST when it opens; the GET that opened it changed nothing. */
export function ConfirmSubscriptionPage() {
  const { token, state } = useLinkToken(confirmSubscription, { automatic: true });
  return (
    <LinkActionLayout title="Confirm your subscription">
      {token === null || state.kind === "failed" ? (
        <div role="alert">
          <p className="font-semibold text-destructive">{state.kind === "failed" ? state.message : mailingListMessages.invalidLink}</p>
          <p className="mt-2 text-ink-muted">
            You can subscribe again under{" "}
            <Link to="/events#stay-updated" className="link">
              Stay Updated
            </Link>
            .
          </p>
        </div>
      ) : state.kind === "done" ? (
        <p role="status">Thank you! Your subscription is confirmed: you will receive our news at this address.</p>
      ) : (
        <p role="status" aria-busy="true" className="text-ink-muted">
          Confirming your subscription…
        </p>
      )}
    </LinkActionLayout>
  );
}
