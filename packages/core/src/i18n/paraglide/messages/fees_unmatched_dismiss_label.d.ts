/**
* | output |
* | --- |
* | "Not a fee: {amount} on {day}" |
*
* @param {Fees_Unmatched_Dismiss_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_dismiss_label: ((inputs: Fees_Unmatched_Dismiss_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_Dismiss_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_Dismiss_LabelInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
