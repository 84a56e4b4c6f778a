import type { MemberRecord } from "@ssem/core";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonRow } from "~/components/ui/button";
import { Dialog, DialogContent, DialogActions, DialogTrigger } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-errors";
import { useDecide, useRemoveMember } from "./api";
import { personName } from "./person-name";
import { useReapprove, useResendLink, useResetTwoFactor } from "./person-api";
import { RoleChange } from "./role-change";

const APPROVED_MAIL = '"Your membership has been approved"';

/** The approval's mails, said before it is made: the invoice waits for a confirmed address (ADR 019). */
const approvalMails = (person: MemberRecord) =>
  `They get the e-mail ${APPROVED_MAIL} and the invoice for the annual fee${person.emailConfirmed ? "" : ", which is sent once they confirm their address"}.`;

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
async function withToasts(action: () => Promise<unknown>, success: [string, string?], failure: string): Promise<boolean> {
  try {
    await action();
    notify.success(...success);
    return true;
  } catch (error) {
    notify.error(failure, errorMessage(error));
    return false;
  }
}

/** Approve or reject a pending applicant, or approve a rejected one again. */
function Decisions({ person, focusAfter }: { person: MemberRecord; focusAfter: RefObject<HTMLElement | null> }) {
  const decide = useDecide();
  const reapprove = useReapprove(person.id);
  const name = personName(person.profile);
  const who = `${name} (${person.profile.email})`;
  const invoiceNote = person.emailConfirmed ? "The invoice for the annual fee has been e-mailed." : "The invoice for the annual fee is e-mailed once the address is confirmed.";
  if (person.status === "pending")
    return (
      <>
        <AskFirst
          trigger={<Button>Approve</Button>}
          title={`Approve ${name}?`}
          description={`${who} becomes a member. ${approvalMails(person)}`}
          confirmLabel="Approve"
          focusAfter={focusAfter}
          run={() => withToasts(() => decide.mutateAsync({ id: person.id, decision: "approve" }), ["Member approved", `${name}. ${invoiceNote}`], "Error approving member")}
        />
        <AskFirst
          trigger={<Button variant="outline">Reject</Button>}
          title={`Reject ${name}?`}
          description={`${who} gets the e-mail "Your membership application", which says that it was declined. Rejected applications are deleted 6 months after the decision; until then you can approve them again.`}
          confirmLabel="Reject"
          variant="destructive"
          focusAfter={focusAfter}
          run={() => withToasts(() => decide.mutateAsync({ id: person.id, decision: "reject" }), ["Member rejected", name], "Error rejecting member")}
        />
      </>
    );
  if (person.status === "rejected")
    return (
      <AskFirst
        trigger={<Button>Approve Again</Button>}
        title={`Approve ${name} after all?`}
        description={`${who} was rejected. Approving now makes them a member. ${approvalMails(person)}`}
        confirmLabel="Approve"
        focusAfter={focusAfter}
        run={() => withToasts(() => reapprove.mutateAsync(undefined), ["Member approved", `${name}. ${invoiceNote}`], "Error approving member")}
      />
    );
  return null;
}

/** The e-mailed link the person still needs: the invite (no password yet) or the confirmation (address unconfirmed). */
function ResendLink({ person }: { person: MemberRecord }) {
  const resend = useResendLink(person.id);
  const link = !person.hasPassword ? "invite" : !person.emailConfirmed ? "confirmation" : null;
  if (!link) return null;
  const [label, sent] = link === "invite" ? ["Send the Invite Again", "Invite sent"] : ["Send the Confirmation E-mail Again", "Confirmation e-mail sent"];
  return (
    <Button
      variant="outline"
      disabled={resend.isPending}
      onClick={() => void withToasts(() => resend.mutateAsync(link), [sent, `To ${person.profile.email}. The earlier link no longer works.`], "Error sending the e-mail")}
    >
      {label}
    </Button>
  );
}

/** For a lost phone without recovery codes: the person signs in with the password alone, and is mailed about it. */
function ResetTwoFactor({ person, focusAfter }: { person: MemberRecord; focusAfter: RefObject<HTMLElement | null> }) {
  const reset = useResetTwoFactor(person.id);
  if (!person.twoFactorEnabled) return null;
  const name = personName(person.profile);
  return (
    <AskFirst
      trigger={<Button variant="outline">Reset Two-Factor Authentication</Button>}
      title={`Reset the two-factor authentication of ${name}?`}
      description={`${name} (${person.profile.email}) can then sign in with the password alone, until they set it up again. Do this only when you know it is them asking, for example after a lost phone. They get the e-mail "Two-factor authentication turned off".`}
      confirmLabel="Reset"
      variant="destructive"
      // The button leaves with the factor it reset.
      focusAfter={focusAfter}
      run={() => withToasts(() => reset.mutateAsync(undefined), ["Two-factor authentication reset", `${name} has been told by e-mail.`], "Error resetting two-factor authentication")}
    />
  );
}

function RemovePerson({ person }: { person: MemberRecord }) {
  const remove = useRemoveMember();
  const navigate = useNavigate();
  const name = personName(person.profile);
  const run = async () => {
    const removed = await withToasts(
      () => remove.mutateAsync({ id: person.id }),
      ["Member removed", `${name} has been completely removed from the system.`],
      "Error removing member",
    );
    if (removed) void navigate("/admin-dashboard?tab=members");
    return removed;
  };
  return (
    <AskFirst
      trigger={<Button variant="outline" className="text-destructive">Remove Member</Button>}
      title={`Remove ${name}?`}
      description={`${name} (${person.profile.email}) will be deleted completely: account, profile, roles, application and unsent e-mails. No e-mail goes out. Invoices stay for the books with the name as billed. This cannot be undone.`}
      confirmLabel="Remove Member"
      variant="destructive"
      run={run}
    />
  );
}

/** Everything an admin can do from the person view; nothing about their own account but correcting it. */
export function PersonActions({ person, isViewer, focusAfter }: { person: MemberRecord; isViewer: boolean; focusAfter: RefObject<HTMLElement | null> }) {
  if (isViewer) return <p className="mt-4 text-ink-muted">This is your own account: another admin can change its role or remove it.</p>;
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
