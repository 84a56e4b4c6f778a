/**
* | output |
* | --- |
* | "{name} ({email}) loses the member role and the member area at once; the account is deleted 6 months later, as for a declined application. These unpaid invoic..." |
*
* @param {Fees_End_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_text: ((inputs: Fees_End_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_End_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_End_TextInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
