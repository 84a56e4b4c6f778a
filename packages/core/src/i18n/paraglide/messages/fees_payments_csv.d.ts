/**
* | output |
* | --- |
* | "Payments {year} (CSV)" |
*
* @param {Fees_Payments_CsvInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_payments_csv: ((inputs: Fees_Payments_CsvInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Payments_CsvInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Payments_CsvInputs = {
    year: NonNullable<unknown>;
};
