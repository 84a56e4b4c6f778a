import {
  changePasswordMessages,
  confirmPasswordMessages,
  emailMessages,
  formMessages,
  issueRule,
  type Locale,
  m,
  MAX_RATING,
  MIN_PASSWORD_LENGTH,
  MIN_RATING,
  newPasswordMessages,
  reviewMessages,
  rideAlongMessages,
  twoFactorMessages,
  eventMessages,
  yearOfCompletionMessages,
  yearOfCompletionRange,
  type z,
} from "@ssem/core";

type Say = (locale: Locale) => string;

const formSentences: { [Key in keyof typeof formMessages]: Say } = {
  enterPassword: (locale) => m.valid_enter_password({}, { locale }),
  enterEmailAndPassword: (locale) => m.valid_enter_email_and_password({}, { locale }),
  chooseField: (locale) => m.valid_choose_field({}, { locale }),
  chooseStatus: (locale) => m.valid_choose_status({}, { locale }),
  invalidPhone: (locale) => m.valid_invalid_phone({}, { locale }),
  nameRequired: (locale) => m.valid_name_required({}, { locale }),
  ratingRange: (locale) => m.valid_rating_range({ min: MIN_RATING, max: MAX_RATING }, { locale }),
  passkeyName: (locale) => m.valid_passkey_name({}, { locale }),
  chooseWhenToLeave: (locale) => m.valid_choose_when_to_leave({}, { locale }),
  enterDate: (locale) => m.valid_enter_date({}, { locale }),
  enterValidDate: (locale) => m.valid_enter_date({}, { locale }),
  enterAmount: (locale) => m.valid_enter_amount({}, { locale }),
  enterAmountLike: (locale) => m.valid_enter_amount({}, { locale }),
  amountAboveZero: (locale) => m.valid_amount_above_zero({}, { locale }),
  giveReason: (locale) => m.valid_give_reason({}, { locale }),
  fromBeforeTo: (locale) => m.valid_from_before_to({}, { locale }),
};

const passwordTooShort: Say = (locale) => m.valid_password_too_short({ min: MIN_PASSWORD_LENGTH }, { locale });
const passwordMismatch: Say = (locale) => m.valid_password_mismatch({}, { locale });

/** Every sentence of core's schemas worded for its own case (mostly the spec's), by its English words. */
const sentences = new Map<string, Say>([
  ...Object.entries(formMessages).map(([key, english]): [string, Say] => [english, formSentences[key as keyof typeof formMessages]]),
  [emailMessages.missing, (locale) => m.valid_email_missing({}, { locale })],
  [emailMessages.tooLong, (locale) => m.valid_email_too_long({}, { locale })],
  [emailMessages.invalid, (locale) => m.valid_email_invalid({}, { locale })],
  [newPasswordMessages.tooShort, passwordTooShort],
  [newPasswordMessages.tooShortTitle, (locale) => m.valid_password_too_short_title({}, { locale })],
  [confirmPasswordMessages.mismatchTitle, (locale) => m.valid_password_mismatch_title({}, { locale })],
  [confirmPasswordMessages.membership, passwordMismatch],
  [confirmPasswordMessages.setPassword, passwordMismatch],
  [changePasswordMessages.mismatch, passwordMismatch],
  [changePasswordMessages.tooShort, passwordTooShort],
  [changePasswordMessages.missing, (locale) => m.valid_password_fields_missing({}, { locale })],
  [changePasswordMessages.capital, (locale) => m.valid_password_capital({}, { locale })],
  [changePasswordMessages.number, (locale) => m.valid_password_number({}, { locale })],
  [twoFactorMessages.totpCode, (locale) => m.valid_totp_code({}, { locale })],
  [twoFactorMessages.recoveryCode, (locale) => m.valid_recovery_code({}, { locale })],
  [twoFactorMessages.eitherCode, (locale) => m.valid_either_code({}, { locale })],
  [yearOfCompletionMessages.required, (locale) => m.valid_year_required({}, { locale })],
  [yearOfCompletionMessages.outOfRange, (locale) => m.valid_year_out_of_range(yearOfCompletionRange, { locale })],
  [yearOfCompletionMessages.notAYear, (locale) => m.valid_year_not_a_year({}, { locale })],
  [eventMessages.endAfterStart, (locale) => m.valid_end_after_start({}, { locale })],
  [eventMessages.endDateAfterDate, (locale) => m.valid_end_date_after_date({}, { locale })],
  [reviewMessages.missing, (locale) => m.reviews_pub_missing({}, { locale })],
  [rideAlongMessages.missing, (locale) => m.ride_missing({}, { locale })],
]);

/**
 * One of core's English sentences (a refusal, or a refusal's toast title) in the reader's language, or
 * undefined when it is none of them. English stays the sentence itself: the spec's words.
 */
export function sentenceIn(english: string, locale: Locale): string | undefined {
  return locale === "en" ? english : sentences.get(english)?.(locale);
}

/** Says a rule the sentence does not have its own words for, as core reads it from the issue (`issueRule`). */
function ruleIn(issue: z.core.$ZodIssue, locale: Locale): string | undefined {
  const options = { locale };
  const broken = issueRule(issue);
  switch (broken.rule) {
    case "required":
      return m.valid_required({}, options);
    case "whole_number":
      return m.valid_whole_number({}, options);
    case "too_short":
      return m.valid_too_short({ min: broken.min }, options);
    case "too_long":
      return m.valid_too_long({ max: broken.max }, options);
    case "number_too_small":
      return m.valid_number_too_small({ min: broken.min }, options);
    case "number_too_big":
      return m.valid_number_too_big({ max: broken.max }, options);
    case "choose":
      return m.valid_choose({}, options);
    case "email":
      return m.valid_email_invalid({}, options);
    case "format":
      return m.valid_check_entry({}, options);
    case "single_line":
      return m.valid_single_line({}, options);
    case "control_characters":
      return m.valid_control_characters({}, options);
    case "date":
      return m.valid_enter_date_format({}, options);
    case "time":
      return m.valid_enter_time({}, options);
    case "other":
      return undefined;
  }
}

/**
 * What a form says about a refused field in the reader's language (issue 26): the schema's English sentence in
 * English; elsewhere its own translation, else the rule it breaks ("at most 100 characters"), said without the
 * field's name, which the form shows beside it anyway.
 */
export function validationMessageIn(issue: z.core.$ZodIssue, locale: Locale): string {
  if (locale === "en") return issue.message;
  return sentenceIn(issue.message, locale) ?? ruleIn(issue, locale) ?? issue.message;
}
