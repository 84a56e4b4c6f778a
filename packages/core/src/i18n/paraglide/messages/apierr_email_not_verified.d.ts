/**
* | output |
* | --- |
* | "Please confirm your e-mail address first: use the link we sent you, or have it sent again." |
*
* @param {Apierr_Email_Not_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_email_not_verified: ((inputs?: Apierr_Email_Not_VerifiedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Email_Not_VerifiedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Email_Not_VerifiedInputs = {};
