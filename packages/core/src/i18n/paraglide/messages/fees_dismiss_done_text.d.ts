/**
* | output |
* | --- |
* | "{amount} from {payer} is listed as not a fee." |
*
* @param {Fees_Dismiss_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_done_text: ((inputs: Fees_Dismiss_Done_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Dismiss_Done_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Dismiss_Done_TextInputs = {
    amount: NonNullable<unknown>;
    payer: NonNullable<unknown>;
};
