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

export function mailingListLink(publicUrl: string, type: MailingListLinkType, token: string): string {
  return `${publicUrl}${mailingListPagePaths[type]}#token=${encodeURIComponent(token)}`;
}

export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The token in a mailing-list page's fragment, or null when the link carries none. */
export function parseMailingListFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token")?.trim() || null;
}
