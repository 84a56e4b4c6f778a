import { m, parseWithin, rideAlongLocationLabel, rideAlongLocations, rideAlongMessages, rideAlongRequestSchema, yearsOfStudies, z } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { labelsOf, SelectField } from "~/components/ui/select-field";
import { notify } from "~/components/ui/toaster";
import { api, ApiRequestError, isUnauthenticated, unwrap } from "~/lib/api-client";
import { useLocale } from "~/lib/locale";
import { refreshSession } from "~/lib/session";
import { useSchemaForm } from "~/lib/use-schema-form";
import { rideAlongMessagesIn, yearOfStudiesLabelsIn } from "./messages";

/** The spec's success toast duration. */
const SUCCESS_TOAST_MS = 8000;

const emptyRequest = { yearOfStudies: "", location: "" };

/** The selects hold text ("" until chosen); core's schema turns them into the API's body, with its message for a missing one. */
const rideAlongFormSchema = z
  .object({ yearOfStudies: z.string(), location: z.string() })
  .transform((values, ctx) => parseWithin(rideAlongRequestSchema, values, ctx));

/** What a refused request tells the member, in the spec's words (in the reader's language). */
function notifyFailure(error: unknown, messages: Record<keyof typeof rideAlongMessages, string>, errorTitle: string) {
  if (isUnauthenticated(error)) notify.error(messages.sessionExpired, messages.logInAgain);
  else if (error instanceof ApiRequestError && error.code === "forbidden") notify.error(errorTitle, messages.notMember);
  else notify.error(errorTitle, messages.failed);
}

/** The members' form: year of studies and location; the address is the account's, added by the server. */
export default function RideAlongForm() {
  const locale = useLocale();
  const messages = rideAlongMessagesIn(locale);
  const [submitting, setSubmitting] = useState(false);
  const { register, submit, reset, formState } = useSchemaForm(rideAlongFormSchema, {
    defaultValues: emptyRequest,
  });
  const errors = formState.errors;

  const send = submit(async (request) => {
    setSubmitting(true);
    try {
      // The session is checked first (spec): signed out in another tab, the request is not sent at all.
      if ((await refreshSession()).status !== "signedIn") {
        notify.error(messages.authenticationRequired, messages.logInAgain);
        return;
      }
      await unwrap(api["ride-along-requests"].$post({ json: request }));
      reset(emptyRequest);
      notify.success(messages.submitted, messages.submittedText, SUCCESS_TOAST_MS);
    } catch (error) {
      notifyFailure(error, messages, m.ride_error_title({}, { locale }));
      // A 401 means the session ended: the block then shows the Members Only notice.
      if (isUnauthenticated(error)) await refreshSession();
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={m.ride_year_of_studies({}, { locale })}
          required
          error={errors.yearOfStudies?.message}
          placeholder={m.ride_select_year({}, { locale })}
          options={yearsOfStudies}
          labels={yearOfStudiesLabelsIn(locale)}
          disabled={submitting}
          {...register("yearOfStudies")}
        />
        <SelectField
          label={m.ride_location({}, { locale })}
          required
          error={errors.location?.message}
          placeholder={m.ride_select_location({}, { locale })}
          options={rideAlongLocations}
          labels={labelsOf(rideAlongLocations, (location) => rideAlongLocationLabel(location, locale))}
          disabled={submitting}
          {...register("location")}
        />
      </div>
      <Button type="submit" disabled={submitting}>
        {submitting ? m.ride_submitting({}, { locale }) : m.ride_submit({}, { locale })}
      </Button>
    </form>
  );
}
