import { formatNumber, m, newsletterLimits, type NewsletterInput, type NewsletterPreview, newsletterSchema } from "@ssem/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { Eye, Send } from "lucide-react";
import { type BaseSyntheticEvent, type ReactNode, useEffect, useRef, useState } from "react";
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

type Count = { count: number; shownCount: string };
type Options = { locale: ReturnType<typeof useLocale> };
type Message<Inputs = Record<string, never>> = (inputs: Inputs, options: Options) => string;

/** What a composer says that depends on whom it writes to: the newsletter's subscribers, an event's people. */
export type MailComposerTexts = {
  title: Message;
  hint: Message;
  sendTo: Message<Count>;
  sendTitle: Message<Count>;
  sendText: Message<Count & { subject: string }>;
  queuedTitle: Message;
  queuedText: Message<Count>;
  sendFailed: Message;
  previewFailed: Message;
  ownCopy: Message;
  textLabel: Message;
};

/** The server's three answers to a draft: its rendering, a test copy to the admin, and the mail itself. */
export type MailMutations = {
  preview: UseMutationResult<NewsletterPreview, Error, NewsletterInput>;
  test: UseMutationResult<{ to: string }, Error, NewsletterInput>;
  send: UseMutationResult<{ queued: number }, Error, NewsletterInput>;
};

/**
 * A mail the board writes (issue 24, issue 41): a preview rendered by the server from the mail's own template, a
 * test copy to the signed-in admin, and sending, which asks first and names the number of recipients. `children`
 * are the controls above the form (whom to write to).
 */
export function MailComposer({
  texts,
  recipientCount,
  mutations: { preview, test, send },
  children,
}: {
  texts: MailComposerTexts;
  recipientCount: number;
  mutations: MailMutations;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const options = { locale };
  const recipients = { count: recipientCount, shownCount: formatNumber(recipientCount, locale) };
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
    await preview.mutateAsync(draft).catch((error: unknown) => notify.error(texts.previewFailed({}, options), errorMessageIn(error, locale)));
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
      notify.success(texts.queuedTitle({}, options), texts.queuedText({ count: queued, shownCount: formatNumber(queued, locale) }, options));
    } catch (error) {
      setToSend(null);
      notify.error(texts.sendFailed({}, options), errorMessageIn(error, locale));
    }
  };
  const busy = send.isPending || test.isPending || preview.isPending;
  const asButton = (handler: (event?: BaseSyntheticEvent) => Promise<void>) => (event: BaseSyntheticEvent) => void handler(event);

  return (
    <Card>
      <CardTitle as="h3">{texts.title({}, options)}</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">{texts.hint({}, options)}</p>
      {children}
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
          <Button ref={sendButton} type="submit" disabled={busy || recipientCount === 0}>
            <Send aria-hidden="true" className="size-4" />
            {send.isPending ? m.mlist_sending({}, options) : texts.sendTo(recipients, options)}
          </Button>
        </div>
      </form>
      {preview.data && <MailPreview mail={preview.data} texts={texts} />}
      <Dialog open={toSend !== null} onOpenChange={(open) => !open && setToSend(null)}>
        {toSend && (
          <DialogContent
            title={texts.sendTitle(recipients, options)}
            description={withElements((slots) => texts.sendText({ ...recipients, ...slots }, options), {
              subject: <span className="break-words">{toSend.subject}</span>,
            })}
            // Opened by the form rather than a trigger: focus goes back to the send button.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              sendButton.current?.focus();
            }}
          >
            <DialogActions label={texts.sendTo(recipients, options)} pending={send.isPending} onAction={() => void sendNow()} />
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}

/**
 * The server's rendering of the mail as plain-text clients show it: React escapes it, so nothing in it can run or
 * open, and it reads to assistive technology as the recipient's copy does.
 */
function MailPreview({ mail, texts }: { mail: NewsletterPreview; texts: MailComposerTexts }) {
  const options = { locale: useLocale() };
  return (
    <section aria-labelledby="mail-preview-title" className="mt-6 border-t border-border pt-4">
      <h4 id="mail-preview-title" className="font-semibold">
        {m.mlist_preview({}, options)}
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{m.mlist_to({}, options)}</dt>
        <dd>
          <span className="break-all">{mail.to}</span> {texts.ownCopy({}, options)}
        </dd>
        <dt className="text-ink-muted">{m.mlist_subject({}, options)}</dt>
        <dd className="break-words">{mail.subject}</dd>
      </dl>
      <div
        tabIndex={0}
        role="region"
        aria-label={texts.textLabel({}, options)}
        className="mt-3 max-h-96 overflow-y-auto rounded-md border border-border bg-white p-4 text-sm break-words whitespace-pre-line focus-visible:outline-2"
      >
        {mail.text}
      </div>
    </section>
  );
}
