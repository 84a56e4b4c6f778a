import { m } from "@ssem/core";
import { MailComposer, type MailComposerTexts } from "~/components/mail/mail-composer";
import { usePreviewNewsletter, useSendNewsletter, useSendTestNewsletter } from "./admin-api";

const texts: MailComposerTexts = {
  title: m.mlist_compose_title,
  hint: m.mlist_compose_hint,
  sendTo: m.mlist_send_to,
  sendTitle: m.mlist_send_title,
  sendText: m.mlist_send_text,
  queuedTitle: m.mlist_queued_title,
  queuedText: m.mlist_queued_text,
  sendFailed: m.mlist_send_failed,
  previewFailed: m.mlist_preview_failed,
  ownCopy: m.mlist_own_copy,
  textLabel: m.mlist_newsletter_text,
};

/** The newsletter composer (issue 24): to every confirmed subscriber, each with a personal unsubscribe link. */
export function NewsletterComposer({ subscriberCount }: { subscriberCount: number }) {
  const mutations = { preview: usePreviewNewsletter(), test: useSendTestNewsletter(), send: useSendNewsletter() };
  return <MailComposer texts={texts} recipientCount={subscriberCount} mutations={mutations} />;
}
