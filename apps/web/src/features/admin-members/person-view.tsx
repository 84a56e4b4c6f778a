import { languageNames, m, type MemberRecord, type ProfileUpdate } from "@ssem/core";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, type Ref, useRef, useState } from "react";
import { profileRows } from "~/components/profile/profile-fields";
import { ProfileForm } from "~/components/profile/profile-form";
import { BackLink } from "~/components/ui/back-link";
import { Button } from "~/components/ui/button";
import { Card, CardFooter, CardTitle } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { Container } from "~/components/ui/page";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError, errorMessage } from "~/lib/api-errors";
import { useLocale } from "~/lib/locale";
import { viewerQuery } from "~/lib/member-queries";
import { AuditLog } from "./audit-log";
import { AccountFacts, ApplicationFacts, Facts, InvoiceTable, MembershipHistory } from "./person-details";
import { personName } from "./person-name";
import { PersonActions } from "./person-actions";
import { useCorrectProfile, usePerson } from "./person-api";
import { useFocusOnClose } from "~/lib/use-focus-on-close";

const BACK_TO_LIST = "/admin-dashboard?tab=members";

function Section({ title, id, children, headingRef }: { title: string; id: string; children: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardTitle as="h2" id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="scroll-mt-24 focus-visible:outline-none">
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}

/** The profile as the member sees it, and the admin's correction with the member's own form. */
function ProfileSection({ person }: { person: MemberRecord }) {
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const correct = useCorrectProfile(person.id);
  // Leaving edit mode puts focus back on Correct Profile, not at the top of the page.
  const editButton = useFocusOnClose(editing);
  const save = async (update: ProfileUpdate) => {
    try {
      await correct.mutateAsync(update);
      notify.success("Profile updated", personName(person.profile));
      setEditing(false);
    } catch (error) {
      notify.error("Error updating profile", errorMessage(error));
    }
  };
  return (
    <Section title="Profile" id="person-profile">
      {editing ? (
        <ProfileForm
          profile={person.profile}
          label={`Correct the profile of ${personName(person.profile)}`}
          emailHint="Email cannot be changed here: a new address must be confirmed by its owner."
          pending={correct.isPending}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Facts
            rows={[
              ...profileRows(person.profile).map((row) => ({ label: row.label, value: row.text, muted: !row.isSet })),
              // The member's own choice (their mails and invoices are in it); only they change it.
              { label: m.profile_lang_label({}, { locale }), value: <span lang={person.profile.locale}>{languageNames[person.profile.locale]}</span> },
            ]}
          />
          <CardFooter>
            <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
              Correct Profile
            </Button>
          </CardFooter>
        </>
      )}
    </Section>
  );
}

function NotFound() {
  return (
    <Container className="py-8 sm:py-10">
      <BackLink to={BACK_TO_LIST}>Back to All Members</BackLink>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Member not found</h1>
      <p className="mt-3 max-w-prose text-ink-muted">There is no member with this address. They may have been removed, or the link is incomplete.</p>
    </Container>
  );
}

/** The person view (issue 24): everything held about one person, their history, the log about them, and what an admin can do. */
export function PersonView({ id }: { id: string }) {
  const person = usePerson(id);
  const viewer = useQuery(viewerQuery);
  const actionsHeading = useRef<HTMLHeadingElement>(null);

  if (person.isPending)
    return (
      <Container className="py-8 sm:py-10">
        <p role="status" className="text-ink-muted">
          Loading member…
        </p>
      </Container>
    );
  if (person.isError) {
    if (person.error instanceof ApiRequestError && person.error.code === "not_found") return <NotFound />;
    return (
      <Container className="py-8 sm:py-10">
        <BackLink to={BACK_TO_LIST}>Back to All Members</BackLink>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Member</h1>
        <LoadFailed className="mt-6" title="Error loading member" detail={errorMessage(person.error)} onRetry={() => void person.refetch()} />
      </Container>
    );
  }
  const record = person.data;
  return (
    <>
      <header className="border-b border-border bg-surface">
        <Container className="py-8 sm:py-10">
          <BackLink to={BACK_TO_LIST}>Back to All Members</BackLink>
          <h1 className="break-words text-3xl font-bold tracking-tight text-ink sm:text-4xl">{personName(record.profile)}</h1>
          <p className="mt-2 break-words text-ink-muted">{record.profile.email}</p>
        </Container>
      </header>
      <Container className="grid gap-6 py-8 sm:py-10 lg:grid-cols-2">
        <Section title="Actions" id="person-actions" headingRef={actionsHeading}>
          <PersonActions person={record} isViewer={viewer.data?.email === record.profile.email} focusAfter={actionsHeading} />
        </Section>
        <Section title="Account" id="person-account">
          <AccountFacts person={record} />
        </Section>
        <ProfileSection person={record} />
        <Section title="Application" id="person-application">
          <ApplicationFacts person={record} />
        </Section>
        <Section title="Membership fees" id="person-fees">
          <InvoiceTable person={record} />
        </Section>
        <Section title="Membership history" id="person-history">
          <MembershipHistory person={record} />
        </Section>
        <section aria-labelledby="person-audit" className="lg:col-span-2">
          <h2 id="person-audit" className="mb-4 text-lg font-semibold text-ink">
            Audit log entries about {personName(record.profile)}
          </h2>
          <AuditLog subjectId={record.id} />
        </section>
      </Container>
    </>
  );
}
