import { formatNumber } from "@ssem/core";
import type { ImportResult } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { Dialog, DialogActions, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { EmailList, OutcomeTable } from "./outcome-lists";
import { rowCount } from "./report";

const members = (count: number) => `${formatNumber(count)} ${count === 1 ? "member" : "members"}`;

/**
 * What the import will do, before anything is written or mailed (issue 24): the new members, the
 * addresses that have an account, and the rows that cannot be imported, each with its line. The import
 * runs only after a dialog that says how many invites go out, with Cancel focused.
 */
export function ImportPreview({ preview, sendInvoice, onConfirm, pending }: { preview: ImportResult; sendInvoice: boolean; onConfirm: () => void; pending: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const count = preview.imported.length;
  return (
    <section aria-labelledby="import-preview-title" className="space-y-6">
      <Card>
        <CardTitle as="h3" id="import-preview-title">
          Preview
        </CardTitle>
        <CardDescription role="status">
          {formatNumber(rowCount(preview))} rows in the file: {formatNumber(count)} new, {formatNumber(preview.skipped.length)}{" "}
          already have an account, {formatNumber(preview.failed.length)} cannot be imported. Nothing has been imported yet and no invite
          has been sent.
        </CardDescription>
        <CardFooter>
          <Dialog open={confirming} onOpenChange={setConfirming}>
            {/* The trigger takes the focus back when the dialog closes. */}
            <DialogTrigger asChild>
              <Button disabled={count === 0 || pending}>Import {members(count)}</Button>
            </DialogTrigger>
            {confirming && (
              <DialogContent
                title={`Import ${members(count)}?`}
                description={
                  <>
                    The new {count === 1 ? "member is" : "members are"} approved, and each gets an invite e-mail to choose a password:{" "}
                    {formatNumber(count)} {count === 1 ? "e-mail goes" : "e-mails go"} out now.
                    {sendInvoice && " Each is also billed this year's fee; the invoice is e-mailed once they have chosen their password."} This cannot be undone.
                  </>
                }
              >
                {/* Cancel comes first in the dialog, so it has the focus when it opens. */}
                <DialogActions
                  label={`Import and send ${formatNumber(count)} ${count === 1 ? "invite" : "invites"}`}
                  pending={pending}
                  onAction={() => {
                    setConfirming(false);
                    onConfirm();
                  }}
                />
              </DialogContent>
            )}
          </Dialog>
        </CardFooter>
      </Card>
      <OutcomeTable title="Cannot be imported" description="Correct these rows in the file and choose it again." rows={preview.failed} />
      <OutcomeTable title="Already have an account" description="These rows will be skipped." rows={preview.skipped} />
      <EmailList title="New members" label="New members' e-mail addresses" emails={preview.imported} />
    </section>
  );
}
