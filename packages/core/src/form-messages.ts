/**
 * The sentences of the schemas' own refusals that no message set of their feature holds, in English as the API
 * answers them. The web app's forms show each in the reader's language (apps/web/src/lib/validation-message.ts
 * has one translation per key, so a sentence added here does not compile there without one).
 */
export const formMessages = {
  enterPassword: "Please enter your password",
  enterEmailAndPassword: "Please enter your email address and password",
  chooseField: "Please choose your field",
  chooseStatus: "Please choose your status",
  invalidPhone: "Please enter a valid phone number",
  nameRequired: "First name and last name are required",
  ratingRange: "Rating must be a whole number from 1 to 5",
  passkeyName: "Please give the passkey a name, like Laptop",
  chooseWhenToLeave: "Choose when you want to leave",
  enterDate: "Enter a date",
  enterValidDate: "Enter a valid date",
  enterAmount: "Enter an amount in CHF",
  enterAmountLike: "Enter an amount in CHF, such as 10.00",
  amountAboveZero: "The amount must be more than zero",
  giveReason: "Please give a reason",
  fromBeforeTo: "From must be on or before To",
} as const;
