import { m, type Profile, type ProfileUpdate, profileUpdateSchema } from "@ssem/core";
import { cardFormClasses, SubmitOrCancel } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { emailLabel, nameFields, otherFields, type ProfileField, toFormValues } from "./profile-fields";

/**
 * The profile's edit form, one for the member's own card and the admin's correction (issue 24):
 * the same fields, rules and messages (core's profileUpdateSchema). The e-mail is shown, not edited;
 * `emailHint` says why.
 */
export function ProfileForm({
  profile,
  label,
  emailHint,
  pending,
  onSave,
  onCancel,
}: {
  profile: Profile;
  label: string;
  emailHint: string;
  pending: boolean;
  onSave: (update: ProfileUpdate) => Promise<void>;
  onCancel: () => void;
}) {
  const locale = useLocale();
  const { register, submit, formState } = useSchemaForm(profileUpdateSchema, {
    defaultValues: toFormValues(profile),
    refusalTitle: () => m.dash_password_validation_error({}, { locale }),
    focusOnOpen: "firstName",
  });
  const errors = formState.errors;

  const field = (spec: ProfileField) => (
    <FormField key={spec.name} label={spec.label({}, { locale })} required={spec.required} error={errors[spec.name]?.message}>
      <Input type={spec.type ?? "text"} autoComplete={spec.autoComplete} maxLength={spec.maxLength} {...register(spec.name)} />
    </FormField>
  );

  return (
    <form onSubmit={submit(onSave)} noValidate aria-label={label} className={cardFormClasses}>
      <div className="grid gap-5 sm:grid-cols-2">
        {nameFields.map(field)}
        <FormField label={emailLabel(locale)} hint={emailHint}>
          <Input type="email" value={profile.email} disabled readOnly />
        </FormField>
        {otherFields.map(field)}
      </div>
      <SubmitOrCancel pending={pending} label={m.person_save_changes({}, { locale })} onCancel={onCancel} />
    </form>
  );
}
