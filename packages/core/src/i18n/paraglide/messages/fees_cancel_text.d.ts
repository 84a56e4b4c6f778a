/**
* | output |
* | --- |
* | "{name} will no longer owe {amount} on invoice {number}, and no reminder will be sent for it. This cannot be undone." |
*
* @param {Fees_Cancel_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_text: ((inputs: Fees_Cancel_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Cancel_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Cancel_TextInputs = {
    name: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
