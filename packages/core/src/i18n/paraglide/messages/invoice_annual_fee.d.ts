/**
* | output |
* | --- |
* | "Annual membership fee {year} ({studentType})" |
*
* @param {Invoice_Annual_FeeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_annual_fee: ((inputs: Invoice_Annual_FeeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Annual_FeeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Annual_FeeInputs = {
    year: NonNullable<unknown>;
    studentType: NonNullable<unknown>;
};
