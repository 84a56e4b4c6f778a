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
import { ApiRequestError } from "~/lib/api-errors";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { viewerQuery } from "~/lib/member-queries";
import { AuditLog } from "./audit-log";
import { AccountFacts, ApplicationFacts, Facts, InvoiceTable, MembershipHistory, RegistrationTable } from "./person-details";
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
      notify.success(m.dash_profile_updated({}, { locale }), personName(person.profile));
      setEditing(false);
    } catch (error) {
      notify.error(m.dash_profile_update_error({}, { locale }), errorMessageIn(error, locale));
    }
  };
  return (
    <Section title={m.person_profile_title({}, { locale })} id="person-profile">
      {editing ? (
        <ProfileForm
          profile={person.profile}
          label={m.person_correct_label({ name: personName(person.profile) }, { locale })}
          emailHint={m.person_email_hint({}, { locale })}
          pending={correct.isPending}
          onSave={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Facts
            rows={[
              ...profileRows(person.profile, locale).map((row) => ({ label: row.label, value: row.text, muted: !row.isSet })),
              // The member's own choice (their mails and invoices are in it); only they change it.
              { label: m.profile_lang_label({}, { locale }), value: <span lang={person.profile.locale}>{languageNames[person.profile.locale]}</span> },
            ]}
          />
          <CardFooter>
            <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
              {m.person_correct_profile({}, { locale })}
            </Button>
          </CardFooter>
        </>
      )}
    </Section>
  );
}

function NotFound() {
  const locale = useLocale();
  return (
    <Container className="py-8 sm:py-10">
      <BackLink to={BACK_TO_LIST}>{m.person_back({}, { locale })}</BackLink>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{m.person_not_found({}, { locale })}</h1>
      <p className="mt-3 max-w-prose text-ink-muted">{m.person_not_found_text({}, { locale })}</p>
    </Container>
  );
}

/** The person view (issue 24): everything held about one person, their history, the log about them, and what an admin can do. */
export function PersonView({ id }: { id: string }) {
  const person = usePerson(id);
  const viewer = useQuery(viewerQuery);
  const actionsHeading = useRef<HTMLHeadingElement>(null);
  const locale = useLocale();

  if (person.isPending)
    return (
      <Container className="py-8 sm:py-10">
        <p role="status" className="text-ink-muted">
          {m.person_loading({}, { locale })}
        </p>
      </Container>
    );
  if (person.isError) {
    if (person.error instanceof ApiRequestError && person.error.code === "not_found") return <NotFound />;
    return (
      <Container className="py-8 sm:py-10">
        <BackLink to={BACK_TO_LIST}>{m.person_back({}, { locale })}</BackLink>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{m.person_member({}, { locale })}</h1>
        <LoadFailed className="mt-6" title={m.person_load_error({}, { locale })} detail={errorMessageIn(person.error, locale)} onRetry={() => void person.refetch()} />
      </Container>
    );
  }
  const record = person.data;
  return (
    <>
      <header className="border-b border-border bg-surface">
        <Container className="py-8 sm:py-10">
          <BackLink to={BACK_TO_LIST}>{m.person_back({}, { locale })}</BackLink>
          <h1 className="break-words text-3xl font-bold tracking-tight text-ink sm:text-4xl">{personName(record.profile)}</h1>
          <p className="mt-2 break-words text-ink-muted">{record.profile.email}</p>
        </Container>
      </header>
      {/* One column of the screen's width on a phone: an auto column would grow to the invoice table's width. */}
      <Container className="grid grid-cols-1 gap-6 py-8 sm:py-10 lg:grid-cols-2">
        <Section title={m.person_actions({}, { locale })} id="person-actions" headingRef={actionsHeading}>
          <PersonActions person={record} isViewer={viewer.data?.email === record.profile.email} focusAfter={actionsHeading} />
        </Section>
        <Section title={m.person_account({}, { locale })} id="person-account">
          <AccountFacts person={record} />
        </Section>
        <ProfileSection person={record} />
        <Section title={m.person_application({}, { locale })} id="person-application">
          <ApplicationFacts person={record} />
        </Section>
        <Section title={m.person_fees({}, { locale })} id="person-fees">
          <InvoiceTable person={record} />
        </Section>
        <Section title={m.person_events({}, { locale })} id="person-events">
          <RegistrationTable person={record} />
        </Section>
        <Section title={m.person_history({}, { locale })} id="person-history">
          <MembershipHistory person={record} />
        </Section>
        <section aria-labelledby="person-audit" className="lg:col-span-2">
          <h2 id="person-audit" className="mb-4 text-lg font-semibold text-ink">
            {m.person_audit_about({ name: personName(record.profile) }, { locale })}
          </h2>
          <AuditLog subjectId={record.id} />
        </section>
      </Container>
    </>
  );
}
