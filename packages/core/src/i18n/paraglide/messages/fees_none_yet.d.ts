/**
* | output |
* | --- |
* | "No invoices for {year} yet. Approving a member issues their invoice; a renewal issues a year's invoices to all members." |
*
* @param {Fees_None_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_none_yet: ((inputs: Fees_None_YetInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_None_YetInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_None_YetInputs = {
    year: NonNullable<unknown>;
};
