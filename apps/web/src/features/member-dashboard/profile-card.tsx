import { m, type Profile, type ProfileUpdate } from "@ssem/core";
import { UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { CardFooter } from "~/components/ui/card";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { errorMessageIn, useApplication, useProfile, useUpdateProfile } from "./api";
import { DashboardCard } from "./dashboard-card";
import { LanguageSetting } from "./language-setting";
import { applicationRows, profileRows } from "~/components/profile/profile-fields";
import { ProfileForm } from "~/components/profile/profile-form";
import { useFocusOnClose } from "~/lib/use-focus-on-close";

export function ProfileCard({ className }: { className?: string }) {
  const profile = useProfile();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  // Leaving edit mode puts focus back where the user started, not at the top of the page.
  const editButton = useFocusOnClose(editing);

  useEffect(() => {
    if (profile.isError) notify.error(m.dash_profile_load_error({}, { locale }), errorMessageIn(profile.error, locale));
  }, [profile.isError, profile.error, locale]);

  return (
    <DashboardCard title={m.dash_profile_title({}, { locale })} icon={<UserRound aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {profile.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          {m.dash_profile_loading({}, { locale })}
        </p>
      )}
      {profile.isError && (
        <LoadFailed className="mt-4" title={m.dash_profile_load_error({}, { locale })} detail={errorMessageIn(profile.error, locale)} onRetry={() => void profile.refetch()} />
      )}
      {profile.data &&
        (editing ? (
          <MemberProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <ProfileDetails profile={profile.data} />
            <LanguageSetting value={profile.data.locale} />
            <ApplicationDetails />
            <CardFooter>
              <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
                {m.dash_profile_edit({}, { locale })}
              </Button>
            </CardFooter>
          </>
        ))}
    </DashboardCard>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const locale = useLocale();
  return (

    <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {profileRows(profile, locale).map((row) => (
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
  const locale = useLocale();
  if (!application.data) return null;
  return (
    <section aria-labelledby="application-details-title" className="mt-6 border-t border-border pt-5">
      <h3 id="application-details-title" className="text-base font-semibold text-ink">
        {m.dash_profile_application({}, { locale })}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-3">
        {applicationRows(application.data, locale).map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm font-semibold text-ink-muted">{row.label}</dt>
            <dd className="mt-0.5 break-words text-ink">{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-muted">{m.dash_profile_application_change({}, { locale })}</p>
    </section>
  );
}

function MemberProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const locale = useLocale();
  const save = async (update: ProfileUpdate) => {
    try {
      await updateProfile.mutateAsync(update);
      notify.success(m.dash_profile_updated({}, { locale }));
      onDone();
    } catch (error) {
      notify.error(m.dash_profile_update_error({}, { locale }), errorMessageIn(error, locale));
    }
  };
  return (
    <ProfileForm
      profile={profile}
      label={m.dash_profile_form_label({}, { locale })}
      emailHint={m.dash_profile_email_hint({}, { locale })}
      pending={updateProfile.isPending}
      onSave={save}
      onCancel={onDone}
    />
  );

}
