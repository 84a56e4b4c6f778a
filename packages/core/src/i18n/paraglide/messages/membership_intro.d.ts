/**
* | output |
* | --- |
* | "Join the {associationName}: 10 CHF a year for students, 20 CHF for residents, graduates and specialists. After you apply, we e-mail you a link to confirm you..." |
*
* @param {Membership_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_intro: ((inputs: Membership_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_IntroInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_IntroInputs = {
    associationName: NonNullable<unknown>;
    invoiceDays: NonNullable<unknown>;
};
