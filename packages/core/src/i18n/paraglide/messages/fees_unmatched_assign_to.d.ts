/**
* | output |
* | --- |
* | "Assign to invoice {number} of {name}" |
*
* @param {Fees_Unmatched_Assign_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_assign_to: ((inputs: Fees_Unmatched_Assign_ToInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Assign_ToInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Assign_ToInputs = {
    number: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
