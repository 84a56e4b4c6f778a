import type { Profile, ProfileUpdate } from "@ssem/core";
import { UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { CardFooter } from "~/components/ui/card";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { cn } from "~/lib/utils";
import { errorMessage, useApplication, useProfile, useUpdateProfile } from "./api";
import { DashboardCard } from "./dashboard-card";
import { LanguageSetting } from "./language-setting";
import { applicationRows, profileRows } from "~/components/profile/profile-fields";
import { ProfileForm } from "~/components/profile/profile-form";
import { useFocusOnClose } from "~/lib/use-focus-on-close";

export function ProfileCard({ className }: { className?: string }) {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  // Leaving edit mode puts focus back where the user started, not at the top of the page.
  const editButton = useFocusOnClose(editing);

  useEffect(() => {
    if (profile.isError) notify.error("Error loading profile", errorMessage(profile.error));
  }, [profile.isError, profile.error]);


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
          <MemberProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <>
            <ProfileDetails profile={profile.data} />
            <LanguageSetting value={profile.data.locale} />
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

function MemberProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const save = async (update: ProfileUpdate) => {
    try {
      await updateProfile.mutateAsync(update);
      notify.success("Profile updated");
      onDone();
    } catch (error) {
      notify.error("Error updating profile", errorMessage(error));
    }
  };
  return <ProfileForm profile={profile} label="Edit profile" emailHint="Email cannot be changed" pending={updateProfile.isPending} onSave={save} onCancel={onDone} />;
}
