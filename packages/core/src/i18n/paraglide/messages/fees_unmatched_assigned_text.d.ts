/**
* | output |
* | --- |
* | "{amount} booked to invoice {number}." |
*
* @param {Fees_Unmatched_Assigned_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_assigned_text: ((inputs: Fees_Unmatched_Assigned_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Assigned_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Assigned_TextInputs = {
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
