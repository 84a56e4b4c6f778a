/**
* | output |
* | --- |
* | "The invoice {number} of {name} goes to {email} again, with the bill as it stands today ({open} open)." |
*
* @param {Fees_Resend_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_text: ((inputs: Fees_Resend_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Resend_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Resend_TextInputs = {
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
    open: NonNullable<unknown>;
};
