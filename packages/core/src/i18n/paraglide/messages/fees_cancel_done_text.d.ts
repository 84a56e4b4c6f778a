/**
* | output |
* | --- |
* | "The invoice {number} of {name} is cancelled." |
*
* @param {Fees_Cancel_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_done_text: ((inputs: Fees_Cancel_Done_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Cancel_Done_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Cancel_Done_TextInputs = {
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
