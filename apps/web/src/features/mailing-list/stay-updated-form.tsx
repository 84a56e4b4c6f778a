import { m, mailingListSubscriptionSchema, membershipLimits } from "@ssem/core";
import { useEffect, useRef, useState } from "react";
import { notify } from "~/components/ui/toaster";
import { api, ApiRequestError, unwrap } from "~/lib/api-client";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { mailingListMessagesIn } from "./messages";
import { type Handover, StayUpdatedFields } from "./stay-updated";

/** The spec's success toast duration. */
const SUCCESS_TOAST_MS = 8000;

/**
 * 'Stay Updated': one e-mail field; the server mails a confirmation link (double opt-in). Loaded
 * when the visitor starts using the prerendered form (stay-updated.tsx), whose state it takes over.
 */
export default function StayUpdatedForm({ handover }: { handover: () => Handover }) {
  const [start] = useState(handover);
  const locale = useLocale();
  const messages = mailingListMessagesIn(locale);
  const [submitting, setSubmitting] = useState(false);
  const { register, submit, reset, formState } = useSchemaForm(mailingListSubscriptionSchema, {
    defaultValues: { email: start.email },
    focusOnOpen: start.focused ? "email" : undefined,
  });

  const send = submit(async (subscription) => {
    setSubmitting(true);
    try {
      // The page's language: the confirmation mail and the newsletters are written in it and link to its pages.
      await unwrap(api["mailing-list"].subscriptions.$post({ json: { ...subscription, locale } }));
      reset({ email: "" });
      notify.success(messages.subscribed, messages.subscribedText, SUCCESS_TOAST_MS);
    } catch (error) {
      // Too many requests says how long to wait; anything else gets the spec's sentence.
      const waitMessage = error instanceof ApiRequestError && error.code === "rate_limited" ? errorMessageIn(error, locale) : null;
      notify.error(m.mailing_error_title({}, { locale }), waitMessage ?? messages.failed);
    } finally {
      setSubmitting(false);
    }
  });

  // A submit the visitor made while this module was loading, sent once on arrival.
  const pendingSubmit = useRef(start.submitted);
  useEffect(() => {
    if (!pendingSubmit.current) return;
    pendingSubmit.current = false;
    void send();
  });

  return (
    <StayUpdatedFields
      onSubmit={(event) => void send(event)}
      inputProps={{ ...register("email"), maxLength: membershipLimits.email }}
      error={formState.errors.email?.message}
      submitting={submitting}
    />
  );
}
