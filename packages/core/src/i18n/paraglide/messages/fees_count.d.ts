/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 invoice" |
* | * | "{shownCount} invoices" |
*
* @param {Fees_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_count: ((inputs: Fees_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_CountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_CountInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
