import { formatNumber, m, type NewsletterInput, newsletterLimits, type NewsletterPreview, newsletterSchema } from "@ssem/core";
import { Eye, Send } from "lucide-react";
import { type BaseSyntheticEvent, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Dialog, DialogActions, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { withElements } from "~/lib/message-elements";
import { useSchemaForm } from "~/lib/use-schema-form";
import { usePreviewNewsletter, useSendNewsletter, useSendTestNewsletter } from "./admin-api";

/**
 * The newsletter composer: a preview rendered by the server from the mail's own template, a test
 * copy to the signed-in admin, and sending, which asks first and names the number of recipients (issue 24).
 */
export function NewsletterComposer({ subscriberCount }: { subscriberCount: number }) {
  const locale = useLocale();
  const options = { locale };
  const recipients = { count: subscriberCount, shownCount: formatNumber(subscriberCount, locale) };
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
    await preview.mutateAsync(draft).catch((error: unknown) => notify.error(m.mlist_preview_failed({}, options), errorMessageIn(error, locale)));
  });
  const sendTest = submit(async (draft) => {
    try {
      const { to } = await test.mutateAsync(draft);
      notify.success(m.mlist_test_sent({}, options), m.mlist_test_sent_text({ to }, options));
    } catch (error) {
      notify.error(m.mlist_test_failed({}, options), errorMessageIn(error, locale));
    }
  });
  const askToSend = submit((draft) => setToSend(draft));
  const sendNow = async () => {
    if (!toSend) return;
    try {
      const { queued } = await send.mutateAsync(toSend);
      setToSend(null);
      reset({ subject: "", text: "" });
      notify.success(m.mlist_queued_title({}, options), m.mlist_queued_text({ count: queued, shownCount: formatNumber(queued, locale) }, options));
    } catch (error) {
      setToSend(null);
      notify.error(m.mlist_send_failed({}, options), errorMessageIn(error, locale));
    }
  };
  const busy = send.isPending || test.isPending || preview.isPending;
  const asButton = (handler: (event?: BaseSyntheticEvent) => Promise<void>) => (event: BaseSyntheticEvent) => void handler(event);

  return (
    <Card>
      <CardTitle as="h3">{m.mlist_compose_title({}, options)}</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">{m.mlist_compose_hint({}, options)}</p>
      <form onSubmit={asButton(askToSend)} noValidate className="mt-4 space-y-4">
        <FormField label={m.mlist_subject({}, options)} required error={formState.errors.subject?.message}>
          <Input maxLength={newsletterLimits.subject} disabled={send.isPending} {...register("subject")} />
        </FormField>
        <FormField label={m.mlist_text({}, options)} required error={formState.errors.text?.message}>
          <Textarea rows={10} maxLength={newsletterLimits.text} disabled={send.isPending} {...register("text")} />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" disabled={busy} onClick={asButton(showPreview)}>
            <Eye aria-hidden="true" className="size-4" />
            {m.mlist_preview({}, options)}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={asButton(sendTest)}>
            {test.isPending ? m.mlist_sending_test({}, options) : m.mlist_send_test({}, options)}
          </Button>
          <Button ref={sendButton} type="submit" disabled={busy || subscriberCount === 0}>
            <Send aria-hidden="true" className="size-4" />
            {send.isPending ? m.mlist_sending({}, options) : m.mlist_send_to(recipients, options)}
          </Button>
        </div>
      </form>
      {preview.data && <MailPreview mail={preview.data} />}
      <Dialog open={toSend !== null} onOpenChange={(open) => !open && setToSend(null)}>
        {toSend && (
          <DialogContent
            title={m.mlist_send_title(recipients, options)}
            description={withElements((slots) => m.mlist_send_text({ ...recipients, ...slots }, options), {
              subject: <span className="break-words">{toSend.subject}</span>,
            })}
            // Opened by the form rather than a trigger: focus goes back to the send button.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              sendButton.current?.focus();
            }}
          >
            <DialogActions label={m.mlist_send_to(recipients, options)} pending={send.isPending} onAction={() => void sendNow()} />
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
  const options = { locale: useLocale() };
  return (
    <section aria-labelledby="newsletter-preview-title" className="mt-6 border-t border-border pt-4">
      <h4 id="newsletter-preview-title" className="font-semibold">
        {m.mlist_preview({}, options)}
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{m.mlist_to({}, options)}</dt>
        <dd>
          <span className="break-all">{mail.to}</span> {m.mlist_own_copy({}, options)}
        </dd>
        <dt className="text-ink-muted">{m.mlist_subject({}, options)}</dt>
        <dd className="break-words">{mail.subject}</dd>
      </dl>
      <div
        tabIndex={0}
        role="region"
        aria-label={m.mlist_newsletter_text({}, options)}
        className="mt-3 max-h-96 overflow-y-auto rounded-md border border-border bg-white p-4 text-sm break-words whitespace-pre-line focus-visible:outline-2"
      >
        {mail.text}
      </div>
    </section>
  );
}
