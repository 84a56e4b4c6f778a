import { type Locale, m, type mailingListMessages } from "@ssem/core";

/** The spec's mailing-list messages (core's mailingListMessages) in the reader's language. */
export function mailingListMessagesIn(locale: Locale): Record<keyof typeof mailingListMessages, string> {
  return {
    failed: m.mailing_failed({}, { locale }),
    subscribed: m.mailing_subscribed({}, { locale }),
    subscribedText: m.mailing_subscribed_text({}, { locale }),
    invalidLink: m.mailing_invalid_link({}, { locale }),
    invalidUnsubscribeLink: m.mailing_invalid_unsubscribe_link({}, { locale }),
  };
}
