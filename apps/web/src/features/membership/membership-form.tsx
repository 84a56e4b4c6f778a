import { association, fields, INVOICE_DAYS, m, MIN_PASSWORD_LENGTH, membershipLimits, newPasswordRefusalTitle, studentTypes } from "@ssem/core";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { LocalizedLink } from "~/components/ui/localized-link";
import { Input, Textarea } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select-field";
import { notify } from "~/components/ui/toaster";
import { api, ApiRequestError, unwrap } from "~/lib/api-client";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import {
  applicationLabels,
  emptyApplication,
  feeLabel,
  fieldOptionLabels,
  missingFields,
  studentTypeOptionLabels,
} from "./application-form-values";

const SUCCESS_TOAST_MS = 8000;

/** The schema, and zod with it, arrive once the visitor starts on the form (issue 40); a submit waits for them. */
const loadSchema = () => import("./application-form-schema").then((module) => module.applicationFormSchema);

export function MembershipForm() {
  const locale = useLocale();
  const labels = applicationLabels(locale);
  const successTitle = m.membership_success_title({ associationName: association.name }, { locale });
  const successText = m.membership_success_text({ invoiceDays: String(INVOICE_DAYS) }, { locale });
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const successMessage = useRef<HTMLDivElement>(null);
  const { register, submit, watch, reset, formState } = useSchemaForm(loadSchema, {
    defaultValues: emptyApplication,
    // Only the password refusals have a toast (spec); the other messages stand next to their fields.
    refusalTitle: ({ message }) => newPasswordRefusalTitle(message),
  });
  const values = watch();
  const errors = formState.errors;
  const isStudent = values.studentType === "student";
  const missing = missingFields(values, locale);
  const fee = feeLabel(values.studentType, locale);

  // The cleared form's Submit is disabled, so focus would fall to the page: it goes to the message instead.
  useEffect(() => {
    if (submitted) successMessage.current?.focus();
  }, [submitted]);

  const send = submit(async (application) => {
    setSubmitting(true);
    try {
      // The page's language becomes the applicant's: their mails and invoices are written in it.
      await unwrap(api["membership-applications"].$post({ json: { ...application, locale } }));
      reset(emptyApplication);
      setSubmitted(true);
      notify.success(successTitle, successText, SUCCESS_TOAST_MS);
    } catch (error) {
      notify.error(
        m.membership_error_title({}, { locale }),
        error instanceof ApiRequestError ? errorMessageIn(error, locale) : m.membership_submit_failed({}, { locale }),
      );
    } finally {
      setSubmitting(false);
    }
  });

  return (
    // scroll-mt: a field focused after a refused submit must not end up under the sticky header.
    <form
      onFocus={() => void loadSchema()}
      onSubmit={(event) => {
        setSubmitted(false);
        // What is left to fail is the schema's import (a lost connection, a deploy that replaced the files).
        send(event).catch(() => notify.error(m.membership_error_title({}, { locale }), m.membership_submit_failed({}, { locale })));
      }}
      noValidate
      className="space-y-6 [&_:is(input,select,textarea)]:scroll-mt-24"
      aria-describedby="membership-required-note"
    >
      <p className="hidden rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 noscript:block">
        {m.membership_needs_javascript({}, { locale })}{" "}
        <a href={`mailto:${association.infoEmail}`} className="link">
          {association.infoEmail}
        </a>
        .
      </p>
      {submitted && (
        <div ref={successMessage} tabIndex={-1} role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">{successTitle}</p>
          <p className="mt-1">{successText}</p>
        </div>
      )}
      <p id="membership-required-note" className="text-sm text-ink-muted">
        {m.membership_required_before({}, { locale })} <span className="text-accent">*</span> {m.membership_required_after({}, { locale })}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={labels.firstName} required error={errors.firstName?.message}>
          <Input autoComplete="given-name" maxLength={membershipLimits.name} {...register("firstName")} />
        </FormField>
        <FormField label={labels.lastName} required error={errors.lastName?.message}>
          <Input autoComplete="family-name" maxLength={membershipLimits.name} {...register("lastName")} />
        </FormField>
        <SelectField
          label={labels.field}
          required
          error={errors.field?.message}
          placeholder={m.membership_choose_field({}, { locale })}
          options={fields}
          labels={fieldOptionLabels(locale)}
          {...register("field")}
        />
        <SelectField
          label={labels.studentType}
          required
          error={errors.studentType?.message}
          hint={m.membership_annual_fee({ fee }, { locale })}
          placeholder={m.membership_choose_status({}, { locale })}
          options={studentTypes}
          labels={studentTypeOptionLabels(locale)}
          {...register("studentType")}
        />
        {isStudent && (
          <FormField label={labels.yearOfCompletion} required error={errors.yearOfCompletion?.message} hint={m.membership_year_hint({}, { locale })}>
            <Input type="number" inputMode="numeric" min={2000} max={2100} {...register("yearOfCompletion")} />
          </FormField>
        )}
        <FormField label={labels.placeOfStudy} required error={errors.placeOfStudy?.message} hint={m.membership_place_hint({}, { locale })}>
          <Input autoComplete="organization" maxLength={membershipLimits.placeOfStudy} {...register("placeOfStudy")} />
        </FormField>
        <FormField label={labels.email} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={membershipLimits.email} {...register("email")} />
        </FormField>
        <FormField label={labels.phone} required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" maxLength={membershipLimits.phone} {...register("phone")} />
        </FormField>
        <FormField label={labels.password} required error={errors.password?.message} hint={m.membership_password_hint({ minLength: String(MIN_PASSWORD_LENGTH) }, { locale })}>
          <Input type="password" autoComplete="new-password" {...register("password")} />
        </FormField>
        <FormField label={labels.confirmPassword} required error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
        </FormField>
      </div>
      <FormField
        label={labels.message}
        error={errors.message?.message}
        hint={m.membership_message_hint({}, { locale })}
      >
        <Textarea maxLength={membershipLimits.message} {...register("message")} />
      </FormField>
      <div className="flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold" aria-live="polite">
          {m.membership_annual_fee({ fee }, { locale })}
        </p>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button
            type="submit"
            size="lg"
            disabled={missing.length > 0 || submitting}
            aria-describedby={missing.length > 0 ? "membership-missing" : undefined}
          >
            {submitting ? m.membership_submitting({}, { locale }) : m.membership_submit({}, { locale })}
          </Button>
          {missing.length > 0 && (
            <p id="membership-missing" className="max-w-xs text-sm text-ink-muted sm:text-right">
              {m.membership_still_missing({ fields: missing.join(", ") }, { locale })}
            </p>
          )}
        </div>
      </div>
      <p className="text-ink-muted">
        <LocalizedLink to="/auth" className="link">
          {m.membership_login_link({}, { locale })}
        </LocalizedLink>
      </p>
      <p className="text-sm text-ink-muted">
        {m.membership_privacy_before({}, { locale })}{" "}
        <LocalizedLink to="/legal#membership" className="link">
          {m.membership_privacy_link({}, { locale })}
        </LocalizedLink>
        .
      </p>
    </form>
  );
}
