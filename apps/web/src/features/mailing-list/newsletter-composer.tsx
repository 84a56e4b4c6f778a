import { formatNumber, type NewsletterInput, newsletterLimits, type NewsletterPreview, newsletterSchema } from "@ssem/core";
import { Eye, Send } from "lucide-react";
import { type BaseSyntheticEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Dialog, DialogActions, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-client";
import { useSchemaForm } from "~/lib/use-schema-form";
import { usePreviewNewsletter, useSendNewsletter, useSendTestNewsletter } from "./admin-api";

const subscribers = (count: number) => `${formatNumber(count)} ${count === 1 ? "subscriber" : "subscribers"}`;

/**
 * The newsletter composer: a preview rendered by the server from the mail's own template, a test
 * copy to the signed-in admin, and sending, which asks first and names the number of recipients (issue 24).
 */
export function NewsletterComposer({ subscriberCount }: { subscriberCount: number }) {
  const send = useSendNewsletter();
  const preview = usePreviewNewsletter();
  const test = useSendTestNewsletter();
  const [toSend, setToSend] = useState<NewsletterInput | null>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const { register, submit, reset, formState, watch } = useSchemaForm(newsletterSchema, { defaultValues: { subject: "", text: "" } });

  // A preview shows one draft: editing it takes the preview away rather than leave a stale one.
  const { reset: hidePreview } = preview;
  useEffect(() => {
    const subscription = watch(() => hidePreview());
    return () => subscription.unsubscribe();
  }, [watch, hidePreview]);

  const showPreview = submit(async (draft) => {
    await preview.mutateAsync(draft).catch((error: unknown) => notify.error("Error previewing the newsletter", errorMessage(error)));
  });
  const sendTest = submit(async (draft) => {
    try {
      const { to } = await test.mutateAsync(draft);
      notify.success("Test sent", `A test copy is on its way to ${to}.`);
    } catch (error) {
      notify.error("Error sending the test", errorMessage(error));
    }
  });
  const askToSend = submit((draft) => setToSend(draft));
  const sendNow = async () => {
    if (!toSend) return;
    try {
      const { queued } = await send.mutateAsync(toSend);
      setToSend(null);
      reset({ subject: "", text: "" });
      notify.success("Newsletter queued", `${queued} e-mails are on their way.`);
    } catch (error) {
      setToSend(null);
      notify.error("Error sending the newsletter", errorMessage(error));
    }
  };
  const busy = send.isPending || test.isPending || preview.isPending;
  const asButton = (handler: (event?: BaseSyntheticEvent) => Promise<void>) => (event: BaseSyntheticEvent) => void handler(event);

  return (
    <Card>
      <CardTitle as="h3">Write a newsletter</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">
        Plain text; a blank line starts a new paragraph. Each confirmed subscriber gets a copy with a personal unsubscribe link.
      </p>
      <form onSubmit={asButton(askToSend)} noValidate className="mt-4 space-y-4">
        <FormField label="Subject" required error={formState.errors.subject?.message}>
          <Input maxLength={newsletterLimits.subject} disabled={send.isPending} {...register("subject")} />
        </FormField>
        <FormField label="Text" required error={formState.errors.text?.message}>
          <Textarea rows={10} maxLength={newsletterLimits.text} disabled={send.isPending} {...register("text")} />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" disabled={busy} onClick={asButton(showPreview)}>
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={asButton(sendTest)}>
            {test.isPending ? "Sending the test..." : "Send a test to me"}
          </Button>
          <Button ref={sendButton} type="submit" disabled={busy || subscriberCount === 0}>
            <Send aria-hidden="true" className="size-4" />
            {send.isPending ? "Sending..." : `Send to ${subscribers(subscriberCount)}`}
          </Button>
        </div>
      </form>
      {preview.data && <MailPreview mail={preview.data} />}
      <Dialog open={toSend !== null} onOpenChange={(open) => !open && setToSend(null)}>
        {toSend && (
          <DialogContent
            title={`Send the newsletter to ${subscribers(subscriberCount)}?`}
            description={
              <>
                &ldquo;<span className="break-words">{toSend.subject}</span>&rdquo; goes out now to {subscribers(subscriberCount)}: {formatNumber(subscriberCount)}{" "}
                e-mails, each with a personal unsubscribe link. A newsletter cannot be called back once sent.
              </>
            }
            // Opened by the form rather than a trigger: focus goes back to the send button.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              sendButton.current?.focus();
            }}
          >
            <DialogActions label={`Send to ${subscribers(subscriberCount)}`} pending={send.isPending} onAction={() => void sendNow()} />
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}

/**
 * The server's rendering of the mail as plain-text clients show it: React escapes it, so nothing in it
 * can run or open, and it reads to assistive technology as the subscriber's copy does.
 */
function MailPreview({ mail }: { mail: NewsletterPreview }) {
  return (
    <section aria-labelledby="newsletter-preview-title" className="mt-6 border-t border-border pt-4">
      <h4 id="newsletter-preview-title" className="font-semibold">
        Preview
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">To</dt>
        <dd>
          <span className="break-all">{mail.to}</span> (each subscriber gets their own copy)
        </dd>
        <dt className="text-ink-muted">Subject</dt>
        <dd className="break-words">{mail.subject}</dd>
      </dl>
      <div
        tabIndex={0}
        role="region"
        aria-label="Newsletter text"
        className="mt-3 max-h-96 overflow-y-auto rounded-md border border-border bg-white p-4 text-sm break-words whitespace-pre-line focus-visible:outline-2"
      >
        {mail.text}
      </div>
    </section>
  );
}
