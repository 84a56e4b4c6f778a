import { mailingListMessages } from "@ssem/core";
import { Button } from "~/components/ui/button";
import { unsubscribe } from "./api";
import { LinkActionLayout, useLinkToken } from "./link-action-page";

/**
 * /mailing-list/unsubscribe#token=…, the link in every newsletter: one click unsubscribes. Opening
 * the page does not, since link scanners open links too.
 */
export function UnsubscribePage() {
  const { token, state, run } = useLinkToken(unsubscribe, { automatic: false });
  if (state.kind === "done")
    return (
      <LinkActionLayout title="You are unsubscribed">
        <p role="status">Your address has been removed from our mailing list. You will receive no more newsletters from us.</p>
      </LinkActionLayout>
    );
  return (
    <LinkActionLayout title="Unsubscribe from our newsletter">
      {token === null ? (
        <p role="alert" className="font-semibold text-destructive">
          {mailingListMessages.invalidUnsubscribeLink}
        </p>
      ) : (
        <>
          <p>Click the button to stop receiving our newsletter at this address. We then delete your address from the list.</p>
          <Button onClick={() => void run()} disabled={token === undefined || state.kind === "working"}>
            {state.kind === "working" ? "Unsubscribing..." : "Unsubscribe"}
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
