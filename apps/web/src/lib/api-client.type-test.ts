/**
 * Type-level test, checked by `npm run check` (tsc), never run: the typed client knows each
 * route's body and answer. If the server stopped declaring its validation on a route, these
 * wrong bodies would compile and the unused @ts-expect-error lines would fail the check.
 */
import type { ErrorCode } from "@ssem/core";
import { api } from "./api-client";
import type { ClientErrorCode } from "./api-errors";

export function wrongBodiesDoNotCompile() {
  // @ts-expect-error firstName must be a string
  void api.me.profile.$patch({ json: { firstName: 42 } });
  // @ts-expect-error field is one of medicine, paramedic, nursing
  void api["membership-applications"].$post({ json: { field: "dentistry" } });
  // @ts-expect-error the token is required
  void api.account["confirm-email"].$post({ json: {} });
  // @ts-expect-error the sign-in body is an e-mail and a password
  void api.auth["sign-in"].email.$post({ json: { username: "anna" } });
  // The features added since are typed the same way.
  // @ts-expect-error a ride-along request names a location, not an address
  void api["ride-along-requests"].$post({ json: { email: "anna@example.org" } });
  // @ts-expect-error a review's rating is a number
  void api.reviews.$post({ json: { rating: "five" } });
  // @ts-expect-error an event has a title and a date
  void api.admin.events.$post({ json: { name: "Dinner" } });
  // @ts-expect-error a newsletter has a subject and a text
  void api.admin.newsletters.$post({ json: { body: "Hello" } });
  // @ts-expect-error the review list's sort is one of core's sorts
  void api.reviews.$get({ query: { sort: "random" } });
}

export async function answersAreTyped() {
  const response = await api.account["confirm-email"].$post({ json: { tokenHash: "x" } });
  if (response.ok) {
    const body = await response.json();
    const alreadyConfirmed: boolean = body.alreadyConfirmed;
    // @ts-expect-error the answer has no such field
    void body.password;
    return alreadyConfirmed;
  }
  return null;
}

export function errorCodesAreAClosedSet(code: ClientErrorCode): ErrorCode | "unknown" {
  // @ts-expect-error not one of the API's codes
  const misspelt: ErrorCode = "email_not_verfied";
  void misspelt;
  return code;
}
