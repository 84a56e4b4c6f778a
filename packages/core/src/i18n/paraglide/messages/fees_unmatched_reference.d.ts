/**
* | output |
* | --- |
* | "Reference: {reference}" |
*
* @param {Fees_Unmatched_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_reference: ((inputs: Fees_Unmatched_ReferenceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Unmatched_ReferenceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Unmatched_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
