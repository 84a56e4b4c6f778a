import { api, unwrap } from "~/lib/api-client";

export const confirmSubscription = (token: string) => unwrap(api["mailing-list"].confirm.$post({ json: { token } }));
export const unsubscribe = (token: string) => unwrap(api["mailing-list"].unsubscribe.$post({ json: { token } }));
