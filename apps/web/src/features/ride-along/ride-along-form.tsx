import { parseWithin, rideAlongLocationLabels, rideAlongLocations, rideAlongMessages, rideAlongRequestSchema, yearOfStudiesLabels, yearsOfStudies, z } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { notify } from "~/components/ui/toaster";
import { api, ApiRequestError, isUnauthenticated, unwrap } from "~/lib/api-client";
import { refreshSession } from "~/lib/session";
import { useSchemaForm } from "~/lib/use-schema-form";

/** The spec's success toast duration. */
const SUCCESS_TOAST_MS = 8000;

const emptyRequest = { yearOfStudies: "", location: "" };

/** The selects hold text ("" until chosen); core's schema turns them into the API's body, with its message for a missing one. */
const rideAlongFormSchema = z
  .object({ yearOfStudies: z.string(), location: z.string() })
  .transform((values, ctx) => parseWithin(rideAlongRequestSchema, values, ctx));

/** What a refused request tells the member, in the spec's words. */
function notifyFailure(error: unknown) {
  if (isUnauthenticated(error)) notify.error(rideAlongMessages.sessionExpired, rideAlongMessages.logInAgain);
  else if (error instanceof ApiRequestError && error.code === "forbidden") notify.error("Error", rideAlongMessages.notMember);
  else notify.error("Error", rideAlongMessages.failed);
}

/** The members' form: year of studies and location; the address is the account's, added by the server. */
export default function RideAlongForm() {
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
        notify.error(rideAlongMessages.authenticationRequired, rideAlongMessages.logInAgain);
        return;
      }
      await unwrap(api["ride-along-requests"].$post({ json: request }));
      reset(emptyRequest);
      notify.success(rideAlongMessages.submitted, rideAlongMessages.submittedText, SUCCESS_TOAST_MS);
    } catch (error) {
      notifyFailure(error);
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
          label="Year of studies"
          required
          error={errors.yearOfStudies?.message}
          placeholder="Select your year"
          options={yearsOfStudies}
          labels={yearOfStudiesLabels}
          disabled={submitting}
          {...register("yearOfStudies")}
        />
        <SelectField
          label="Location"
          required
          error={errors.location?.message}
          placeholder="Select a location"
          options={rideAlongLocations}
          labels={rideAlongLocationLabels}
          disabled={submitting}
          {...register("location")}
        />
      </div>
      <Button type="submit" disabled={submitting}>
        {submitting ? "Submitting..." : "Submit Request"}
      </Button>
    </form>
  );
}
