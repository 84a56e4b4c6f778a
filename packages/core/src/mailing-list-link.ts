import { localizedPath } from "./i18n/locale-path";
import type { Locale } from "./i18n/paraglide/runtime.js";

/**
 * The mailing list's e-mailed links, built and read in one place: the server builds them, the
 * pages read them. Tokens travel in the fragment, which browsers never send to a server, so a mail
 * scanner that opens a link neither confirms nor ends a subscription; the page does, with a POST.
 */
export type MailingListLinkType = "confirm" | "unsubscribe";

export const mailingListPagePaths: Record<MailingListLinkType, string> = {
  confirm: "/mailing-list/confirm",
  unsubscribe: "/mailing-list/unsubscribe",
};

/** The address of the RFC 8058 one-click unsubscription that mail providers POST to; the token is in the query. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/mailing-list/unsubscribe/one-click";

/**
 * The link a mailing-list mail carries: the page in the recipient's language (the mail's), as the sign-in links do
 * (auth-link.ts): `/de/mailing-list/confirm#token=…`; English at the page's one path of before.
 */
export function mailingListLink(publicUrl: string, type: MailingListLinkType, token: string, locale: Locale): string {
  return `${publicUrl}${localizedPath(mailingListPagePaths[type], locale)}#token=${encodeURIComponent(token)}`;
}

export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The token in a mailing-list page's fragment, or null when the link carries none. */
export function parseMailingListFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token")?.trim() || null;
}
