/**
* | countPlural | output |
* | --- | --- |
* | "one" | "invoice" |
* | * | "invoices" |
*
* @param {Fees_Count_WordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_count_word: ((inputs: Fees_Count_WordInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Count_WordInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Count_WordInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
