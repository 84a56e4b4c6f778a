import { formatNumber, type ImportResult, m } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { Dialog, DialogActions, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { useLocale } from "~/lib/locale";
import { EmailList, OutcomeTable } from "./outcome-lists";
import { rowCount } from "./report";

/**
 * What the import will do, before anything is written or mailed (issue 24): the new members, the
 * addresses that have an account, and the rows that cannot be imported, each with its line. The import
 * runs only after a dialog that says how many invites go out, with Cancel focused.
 */
export function ImportPreview({ preview, sendInvoice, onConfirm, pending }: { preview: ImportResult; sendInvoice: boolean; onConfirm: () => void; pending: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const locale = useLocale();
  const options = { locale };
  const count = preview.imported.length;
  const counted = { count, shownCount: formatNumber(count, locale) };
  const shown = (value: number) => formatNumber(value, locale);
  return (
    <section aria-labelledby="import-preview-title" className="space-y-6">
      <Card>
        <CardTitle as="h3" id="import-preview-title">
          {m.import_preview_title({}, options)}
        </CardTitle>
        <CardDescription role="status">
          {m.import_preview_summary(
            {
              rows: rowCount(preview),
              shownRows: shown(rowCount(preview)),
              fresh: shown(count),
              skipped: preview.skipped.length,
              shownSkipped: shown(preview.skipped.length),
              failed: shown(preview.failed.length),
            },
            options,
          )}
        </CardDescription>
        <CardFooter>
          <Dialog open={confirming} onOpenChange={setConfirming}>
            {/* The trigger takes the focus back when the dialog closes. */}
            <DialogTrigger asChild>
              <Button disabled={count === 0 || pending}>{m.import_members_button(counted, options)}</Button>
            </DialogTrigger>
            {confirming && (
              <DialogContent
                title={m.import_confirm_title(counted, options)}
                description={[m.import_confirm_text(counted, options), sendInvoice && m.import_confirm_invoice({}, options), m.import_cannot_undo({}, options)]
                  .filter(Boolean)
                  .join(" ")}
              >
                {/* Cancel comes first in the dialog, so it has the focus when it opens. */}
                <DialogActions
                  label={m.import_confirm_action(counted, options)}
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
      <OutcomeTable title={m.import_cannot_title({}, options)} description={m.import_cannot_text({}, options)} rows={preview.failed} />
      <OutcomeTable title={m.import_existing_title({}, options)} description={m.import_existing_text({}, options)} rows={preview.skipped} />
      <EmailList title={m.import_new_title({}, options)} label={m.import_new_label({}, options)} emails={preview.imported} />
    </section>
  );
}
