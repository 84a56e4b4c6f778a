import { type Locale, m, type MemberRecord } from "@ssem/core";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { Button, ButtonRow } from "~/components/ui/button";
import { Dialog, DialogContent, DialogActions, DialogTrigger } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale, useLocalizedNavigate } from "~/lib/locale";
import { useDecide, useRemoveMember } from "./api";
import { personName } from "./person-name";
import { useReapprove, useResendLink, useResetTwoFactor } from "./person-api";
import { RoleChange } from "./role-change";

/** The approval's mails, said before it is made: the invoice waits for a confirmed address (ADR 019). */
const approvalMails = (person: MemberRecord, locale: Locale) =>
  person.emailConfirmed ? m.person_approval_mails({}, { locale }) : m.person_approval_mails_later({}, { locale });

/**
 * Asks before a decision that cannot be taken back: the dialog names the person and the mail that
 * goes out, and opens on Cancel, so Enter never decides. After the decision the button that opened
 * it may be gone (an approved person has no Approve; the refreshed view can unmount this dialog
 * before the decision's promise settles), so focus goes to `focusAfter` whenever the trigger is.
 */
function AskFirst({
  trigger,
  title,
  description,
  confirmLabel,
  variant = "primary",
  run,
  focusAfter,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: "primary" | "destructive";
  run: () => Promise<boolean>;
  focusAfter?: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setPending(true);
    const done = await run();
    setPending(false);
    if (done) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild ref={opener}>
        {trigger}
      </DialogTrigger>
      <DialogContent
        title={title}
        description={description}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected || !focusAfter) return;
          event.preventDefault();
          focusAfter.current?.focus();
        }}
      >
        <DialogActions label={confirmLabel} variant={variant} pending={pending} onAction={() => void confirm()} dismissRef={cancel} />
      </DialogContent>
    </Dialog>
  );
}

/** Runs a mutation with its toasts; true once it succeeded. */
async function withToasts(action: () => Promise<unknown>, success: [string, string?], failure: string, locale: Locale): Promise<boolean> {
  try {
    await action();
    notify.success(...success);
    return true;
  } catch (error) {
    notify.error(failure, errorMessageIn(error, locale));
    return false;
  }
}

/** Approve or reject a pending applicant, or approve a rejected one again. */
function Decisions({ person, focusAfter }: { person: MemberRecord; focusAfter: RefObject<HTMLElement | null> }) {
  const decide = useDecide();
  const reapprove = useReapprove(person.id);
  const locale = useLocale();
  const options = { locale };
  const name = personName(person.profile);
  const who = `${name} (${person.profile.email})`;
  const mails = approvalMails(person, locale);
  const invoiceNote = person.emailConfirmed ? m.admin_pending_invoice_sent({}, options) : m.admin_pending_invoice_later({}, options);
  const approved: [string, string] = [m.admin_member_approved({}, options), `${name}. ${invoiceNote}`];
  if (person.status === "pending")
    return (
      <>
        <AskFirst
          trigger={<Button>{m.admin_approve({}, options)}</Button>}
          title={m.admin_approve_title({ name }, options)}
          description={m.person_approve_description({ who, mails }, options)}
          confirmLabel={m.admin_approve({}, options)}
          focusAfter={focusAfter}
          run={() => withToasts(() => decide.mutateAsync({ id: person.id, decision: "approve" }), approved, m.admin_approve_error({}, options), locale)}
        />
        <AskFirst
          trigger={<Button variant="outline">{m.admin_reject({}, options)}</Button>}
          title={m.admin_reject_title({ name }, options)}
          description={m.person_reject_description({ who }, options)}
          confirmLabel={m.admin_reject({}, options)}
          variant="destructive"
          focusAfter={focusAfter}
          run={() =>
            withToasts(() => decide.mutateAsync({ id: person.id, decision: "reject" }), [m.admin_member_rejected({}, options), name], m.admin_reject_error({}, options), locale)
          }
        />
      </>
    );
  if (person.status === "rejected")
    return (
      <AskFirst
        trigger={<Button>{m.person_approve_again({}, options)}</Button>}
        title={m.person_approve_again_title({ name }, options)}
        description={m.person_approve_again_description({ who, mails }, options)}
        confirmLabel={m.admin_approve({}, options)}
        focusAfter={focusAfter}
        run={() => withToasts(() => reapprove.mutateAsync(undefined), approved, m.admin_approve_error({}, options), locale)}
      />
    );
  return null;
}

/** The e-mailed link the person still needs: the invite (no password yet) or the confirmation (address unconfirmed). */
function ResendLink({ person }: { person: MemberRecord }) {
  const resend = useResendLink(person.id);
  const locale = useLocale();
  const options = { locale };
  const link = !person.hasPassword ? "invite" : !person.emailConfirmed ? "confirmation" : null;
  if (!link) return null;
  const [label, sent] =
    link === "invite"
      ? [m.person_send_invite_again({}, options), m.person_invite_sent({}, options)]
      : [m.person_send_confirmation_again({}, options), m.person_confirmation_sent({}, options)];
  return (
    <Button
      variant="outline"
      disabled={resend.isPending}
      onClick={() =>
        void withToasts(() => resend.mutateAsync(link), [sent, m.person_link_sent_text({ email: person.profile.email }, options)], m.person_send_error({}, options), locale)
      }
    >
      {label}
    </Button>
  );
}

/** For a lost phone without recovery codes: the person signs in with the password alone, and is mailed about it. */
function ResetTwoFactor({ person, focusAfter }: { person: MemberRecord; focusAfter: RefObject<HTMLElement | null> }) {
  const reset = useResetTwoFactor(person.id);
  const locale = useLocale();
  const options = { locale };
  if (!person.twoFactorEnabled) return null;
  const name = personName(person.profile);
  return (
    <AskFirst
      trigger={<Button variant="outline">{m.person_reset_twofa({}, options)}</Button>}
      title={m.person_reset_twofa_title({ name }, options)}
      description={m.person_reset_twofa_description({ name, email: person.profile.email }, options)}
      confirmLabel={m.person_reset({}, options)}
      variant="destructive"
      // The button leaves with the factor it reset.
      focusAfter={focusAfter}
      run={() =>
        withToasts(
          () => reset.mutateAsync(undefined),
          [m.person_twofa_reset_done({}, options), m.person_told_by_email({ name }, options)],
          m.person_twofa_reset_error({}, options),
          locale,
        )
      }
    />
  );
}

function RemovePerson({ person }: { person: MemberRecord }) {
  const remove = useRemoveMember();
  const navigate = useLocalizedNavigate();
  const locale = useLocale();
  const options = { locale };
  const name = personName(person.profile);
  const run = async () => {
    const removed = await withToasts(
      () => remove.mutateAsync({ id: person.id }),
      [m.admin_member_removed({}, options), m.admin_member_removed_text({ name }, options)],
      m.admin_remove_error({}, options),
      locale,
    );
    if (removed) void navigate("/admin-dashboard?tab=members");
    return removed;
  };
  return (
    <AskFirst
      trigger={
        <Button variant="outline" className="text-destructive!">
          {m.admin_remove_member({}, options)}
        </Button>
      }
      title={m.admin_remove_title({ name }, options)}
      description={m.person_remove_description({ name, email: person.profile.email }, options)}
      confirmLabel={m.admin_remove_member({}, options)}
      variant="destructive"
      run={run}
    />
  );
}

/** Everything an admin can do from the person view; nothing about their own account but correcting it. */
export function PersonActions({ person, isViewer, focusAfter }: { person: MemberRecord; isViewer: boolean; focusAfter: RefObject<HTMLElement | null> }) {
  const locale = useLocale();
  if (isViewer) return <p className="mt-4 text-ink-muted">{m.person_own_account({}, { locale })}</p>;

  return (
    <div className="mt-4 flex flex-col gap-5">
      {person.status === "approved" && (
        <div className="flex flex-wrap items-end gap-3">
          <RoleChange id={person.id} name={personName(person.profile)} roles={person.roles} />
        </div>
      )}
      <ButtonRow>
        <Decisions person={person} focusAfter={focusAfter} />
        <ResendLink person={person} />
        <ResetTwoFactor person={person} focusAfter={focusAfter} />
        <RemovePerson person={person} />
      </ButtonRow>
    </div>
  );
}
