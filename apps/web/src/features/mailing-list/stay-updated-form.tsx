import { mailingListMessages, mailingListSubscriptionSchema, membershipLimits } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { api, ApiRequestError, unwrap } from "~/lib/api-client";
import { useSchemaForm } from "~/lib/use-schema-form";

/** The spec's success toast duration. */
const SUCCESS_TOAST_MS = 8000;

/** 'Stay Updated': one e-mail field; the server mails a confirmation link (double opt-in). */
export function StayUpdatedForm() {
  const [submitting, setSubmitting] = useState(false);
  const { register, submit, reset, formState } = useSchemaForm(mailingListSubscriptionSchema, {
    defaultValues: { email: "" },
    refusalTitle: () => "Error",
  });

  const send = submit(async (subscription) => {
    setSubmitting(true);
    try {
      await unwrap(api["mailing-list"].subscriptions.$post({ json: subscription }));
      reset({ email: "" });
      notify.success(mailingListMessages.subscribed, mailingListMessages.subscribedText, SUCCESS_TOAST_MS);
    } catch (error) {
      // Too many requests says how long to wait; anything else gets the spec's sentence.
      const waitMessage = error instanceof ApiRequestError && error.code === "rate_limited" ? error.message : null;
      notify.error("Error", waitMessage ?? mailingListMessages.failed);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <>
      {/* Without JavaScript the form would put the address in the page's URL: it is not offered then. */}
      <p className="hidden rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 noscript:block">
        Subscribing needs JavaScript. Please turn it on to subscribe.
      </p>
      <form onSubmit={(event) => void send(event)} noValidate className="flex flex-col gap-3 noscript:hidden sm:flex-row sm:items-start">
        <FormField label="Email address" error={formState.errors.email?.message} className="flex-1">
          <Input type="email" autoComplete="email" placeholder="you@example.org" maxLength={membershipLimits.email} disabled={submitting} {...register("email")} />
        </FormField>
        <Button type="submit" disabled={submitting} className="sm:mt-7">
          {submitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </form>
    </>
  );
}
