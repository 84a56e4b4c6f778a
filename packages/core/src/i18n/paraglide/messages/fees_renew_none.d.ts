/**
* | output |
* | --- |
* | "Every active member already has an invoice for {year}. Renewing now issues none." |
*
* @param {Fees_Renew_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_none: ((inputs: Fees_Renew_NoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_NoneInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_NoneInputs = {
    year: NonNullable<unknown>;
};
