/**
* | output |
* | --- |
* | "{amount} on {day}, marked paid by hand" |
*
* @param {Fees_Reverse_ManualInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_manual: ((inputs: Fees_Reverse_ManualInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Reverse_ManualInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Reverse_ManualInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
