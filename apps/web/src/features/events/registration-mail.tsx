import { type EventMailAudience, eventMailAudiences, formatNumber, m } from "@ssem/core";
import { useId, useState } from "react";
import { MailComposer, type MailComposerTexts } from "~/components/mail/mail-composer";
import { useLocale } from "~/lib/locale";
import { useEventMail } from "./admin-api";

const texts: MailComposerTexts = {
  title: m.events_mail_title,
  hint: m.events_mail_hint,
  sendTo: m.events_mail_send_to,
  sendTitle: m.events_mail_send_title,
  sendText: m.events_mail_send_text,
  queuedTitle: m.events_mail_queued_title,
  queuedText: m.mlist_queued_text,
  sendFailed: m.events_mail_send_failed,
  previewFailed: m.events_mail_preview_failed,
  ownCopy: m.events_mail_own_copy,
  textLabel: m.events_mail_text,
};

/**
 * The board writes to everyone registered for an event, or everyone waiting (issue 41): each gets the text with the
 * greeting and the reason for the mail in their language. Preview, test copy and the question before sending are
 * the newsletter's.
 */
export function RegistrationMail({ eventId, registered, waiting }: { eventId: string; registered: number; waiting: number }) {
  const locale = useLocale();
  const options = { locale };
  const [audience, setAudience] = useState<EventMailAudience>("registered");
  const mutations = useEventMail(eventId, audience);
  const name = useId();
  const counts = { registered, waiting };
  const label = { registered: m.events_mail_registered, waiting: m.events_mail_waiting };
  return (
    <MailComposer texts={texts} recipientCount={counts[audience]} mutations={mutations}>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-ink">{m.events_mail_audience({}, options)}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {eventMailAudiences.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-ink">
              <input
                type="radio"
                name={name}
                value={value}
                checked={audience === value}
                onChange={() => {
                  // Another audience is another mail: its preview is not this one's.
                  mutations.preview.reset();
                  setAudience(value);
                }}
                className="size-4 accent-accent"
              />
              {label[value]({ count: formatNumber(counts[value], locale) }, options)}
            </label>
          ))}
        </div>
      </fieldset>
    </MailComposer>
  );
}
