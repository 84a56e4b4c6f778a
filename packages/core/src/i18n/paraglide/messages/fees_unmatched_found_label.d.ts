/**
* | output |
* | --- |
* | "Invoices found for {amount} on {day}" |
*
* @param {Fees_Unmatched_Found_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_found_label: ((inputs: Fees_Unmatched_Found_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Found_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Found_LabelInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
