/**
* | output |
* | --- |
* | "The invoice {number} of {name} is on its way to {email}." |
*
* @param {Fees_Resend_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_done_text: ((inputs: Fees_Resend_Done_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Resend_Done_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Resend_Done_TextInputs = {
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
