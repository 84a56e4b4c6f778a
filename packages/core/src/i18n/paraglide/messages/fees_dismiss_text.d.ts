/**
* | output |
* | --- |
* | "{amount} received on {day} from {payer} leaves the unmatched payments and is listed as not a fee in the payments CSV." |
*
* @param {Fees_Dismiss_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_text: ((inputs: Fees_Dismiss_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Dismiss_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Dismiss_TextInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
    payer: NonNullable<unknown>;
};
