import { type Profile, profileUpdateSchema } from "@ssem/core";
import { UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { CardFooter } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { useSchemaForm } from "~/lib/use-schema-form";
import { cn } from "~/lib/utils";
import { errorMessage, useApplication, useProfile, useUpdateProfile } from "./api";
import { DashboardCard } from "./dashboard-card";
import { applicationRows, EMAIL_LABEL, nameFields, otherFields, type ProfileField, profileRows, toFormValues } from "./profile-fields";

export function ProfileCard({ className }: { className?: string }) {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (profile.isError) notify.error("Error loading profile", errorMessage(profile.error));
  }, [profile.isError, profile.error]);

  // Leaving edit mode puts focus back where the user started, not at the top of the page.
  useEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
    returnFocus.current = editing;
  }, [editing]);

  return (
    <DashboardCard title="My Profile" icon={<UserRound aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {profile.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          Loading profile…
        </p>
      )}
      {profile.isError && (
        <LoadFailed className="mt-4" title="Error loading profile" detail={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
      )}
      {profile.data &&
        (editing ? (
          <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <ProfileDetails profile={profile.data} />
            <ApplicationDetails />
            <CardFooter>
              <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
            </CardFooter>
          </>
        ))}
    </DashboardCard>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {profileRows(profile).map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-sm font-semibold text-ink-muted">{row.label}</dt>
          <dd className={cn("mt-0.5 break-words", row.isSet ? "text-ink" : "italic text-ink-muted")}>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Read-only: the spec's profile has no fields for these, so they are changed by writing to the board. */
function ApplicationDetails() {
  const application = useApplication();
  if (!application.data) return null;
  return (
    <section aria-labelledby="application-details-title" className="mt-6 border-t border-border pt-5">
      <h3 id="application-details-title" className="text-base font-semibold text-ink">
        From your membership application
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-3">
        {applicationRows(application.data).map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm font-semibold text-ink-muted">{row.label}</dt>
            <dd className="mt-0.5 break-words text-ink">{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-muted">To change these, write to the board.</p>
    </section>
  );
}

function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const { register, submit, formState } = useSchemaForm(profileUpdateSchema, {
    defaultValues: toFormValues(profile),
    refusalTitle: () => "Validation Error",
    focusOnOpen: "firstName",
  });
  const errors = formState.errors;

  const onSubmit = submit(async (update) => {
    try {
      await updateProfile.mutateAsync(update);
      notify.success("Profile updated");
      onDone();
    } catch (error) {
      notify.error("Error updating profile", errorMessage(error));
    }
  });

  const field = (spec: ProfileField) => (
    <FormField key={spec.name} label={spec.label} required={spec.required} error={errors[spec.name]?.message}>
      <Input type={spec.type ?? "text"} autoComplete={spec.autoComplete} maxLength={spec.maxLength} {...register(spec.name)} />
    </FormField>
  );

  return (
    // scroll-mt: a focused field must not end up under the sticky site header (WCAG 2.4.11).
    <form onSubmit={onSubmit} noValidate aria-label="Edit profile" className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
      <div className="grid gap-5 sm:grid-cols-2">
        {nameFields.map(field)}
        <FormField label={EMAIL_LABEL} hint="Email cannot be changed">
          <Input type="email" value={profile.email} disabled readOnly />
        </FormField>
        {otherFields.map(field)}
      </div>
      <CardFooter>
        <Button type="submit" disabled={updateProfile.isPending}>
          Save Changes
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </CardFooter>
    </form>
  );
}
