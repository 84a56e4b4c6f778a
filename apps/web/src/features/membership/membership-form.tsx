import {
  association,
  fieldLabels,
  fields,
  INVOICE_DAYS,
  MIN_PASSWORD_LENGTH,
  membershipApplicationSchema,
  membershipLimits,
  studentTypeLabels,
  studentTypes,
} from "@ssem/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { api, unwrap } from "~/lib/api-client";
import {
  type ApplicationFormValues,
  emptyApplication,
  feeLabel,
  isApplicationComplete,
  toApplicationPayload,
} from "./application-form-values";

const SUCCESS_TOAST_MS = 8000;

export function MembershipForm() {
  const [submitting, setSubmitting] = useState(false);
  const { register, handleSubmit, watch, reset, setError, clearErrors, formState } = useForm<ApplicationFormValues>({
    defaultValues: emptyApplication,
  });
  const values = watch();
  const errors = formState.errors;
  const isStudent = values.studentType === "student";

  const onSubmit = handleSubmit(async (form) => {
    clearErrors();
    if (form.password !== form.confirmPassword) {
      setError("confirmPassword", { message: "Please make sure both passwords are identical" });
      notify.error("Passwords don't match", "Please make sure both passwords are identical");
      return;
    }
    if (form.password.length < MIN_PASSWORD_LENGTH) {
      setError("password", { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` });
      notify.error("Password too short", `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
      return;
    }
    const payload = toApplicationPayload(form);
    // The server checks the same schema; checking here too puts each message next to its field.
    const checked = membershipApplicationSchema.safeParse(payload);
    if (!checked.success) {
      for (const issue of checked.error.issues) setError(issue.path[0] as keyof ApplicationFormValues, { message: issue.message });
      return;
    }
    setSubmitting(true);
    try {
      await unwrap(api["membership-applications"].$post({ json: payload }));
      reset(emptyApplication);
      notify.success(
        `Welcome to the ${association.name}!`,
        `Please confirm your e-mail address with the link we just sent you. The invoice for the annual fee will be e-mailed to you within ${INVOICE_DAYS} days; your membership starts once the fee is received.`,
        SUCCESS_TOAST_MS,
      );
    } catch (error) {
      notify.error("Error", error instanceof Error && error.message ? error.message : "Failed to submit your application. Please try again.");
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-describedby="membership-required-note">
      <p id="membership-required-note" className="text-sm text-ink-muted">
        Fields marked with <span className="text-accent">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" maxLength={membershipLimits.name} {...register("firstName")} />
        </FormField>
        <FormField label="Last Name" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" maxLength={membershipLimits.name} {...register("lastName")} />
        </FormField>
        <FormField label="Field" required error={errors.field?.message}>
          <Select {...register("field")}>
            <option value="">Choose your field</option>
            {fields.map((field) => (
              <option key={field} value={field}>
                {fieldLabels[field]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Status" required error={errors.studentType?.message} hint={`Annual fee: ${feeLabel(values.studentType)}`}>
          <Select {...register("studentType")}>
            <option value="">Choose your status</option>
            {studentTypes.map((type) => (
              <option key={type} value={type}>
                {studentTypeLabels[type]}
              </option>
            ))}
          </Select>
        </FormField>
        {isStudent && (
          <FormField label="Year of Completion" required error={errors.yearOfCompletion?.message} hint="The year you expect to finish your studies.">
            <Input type="number" inputMode="numeric" min={2000} max={2100} {...register("yearOfCompletion")} />
          </FormField>
        )}
        <FormField label="Place of Study" required error={errors.placeOfStudy?.message} hint="University, school or workplace.">
          <Input autoComplete="organization" maxLength={membershipLimits.placeOfStudy} {...register("placeOfStudy")} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={membershipLimits.email} {...register("email")} />
        </FormField>
        <FormField label="Phone" required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" maxLength={membershipLimits.phone} {...register("phone")} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message} hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
          <Input type="password" autoComplete="new-password" {...register("password")} />
        </FormField>
        <FormField label="Confirm Password" required error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
        </FormField>
      </div>
      <FormField
        label="Message (optional)"
        error={errors.message?.message}
        hint="Tell us how you would like to get involved. Tutors or instructors: please register with this form too and say so here."
      >
        <Textarea maxLength={membershipLimits.message} {...register("message")} />
      </FormField>
      <div className="flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-semibold" aria-live="polite">
          Annual fee: {feeLabel(values.studentType)}
        </p>
        <Button type="submit" size="lg" disabled={!isApplicationComplete(values) || submitting}>
          {submitting ? "Submitting..." : "Submit Application"}
        </Button>
      </div>
      <p className="text-ink-muted">
        <Link to="/auth" className="link">
          Already a member? Login here
        </Link>
      </p>
    </form>
  );
}
