/**
* | output |
* | --- |
* | "Please confirm your e-mail address with the link we just sent you. The invoice for the annual fee will be e-mailed to you within {invoiceDays} days; your mem..." |
*
* @param {Membership_Success_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_success_text: ((inputs: Membership_Success_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Success_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Success_TextInputs = {
    invoiceDays: NonNullable<unknown>;
};
