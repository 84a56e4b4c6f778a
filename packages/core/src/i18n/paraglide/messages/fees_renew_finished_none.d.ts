/**
* | output |
* | --- |
* | "Renewal for {year} finished: no new invoices. Every active member already had one for {year}." |
*
* @param {Fees_Renew_Finished_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_finished_none: ((inputs: Fees_Renew_Finished_NoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_Finished_NoneInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_Finished_NoneInputs = {
    year: NonNullable<unknown>;
};
