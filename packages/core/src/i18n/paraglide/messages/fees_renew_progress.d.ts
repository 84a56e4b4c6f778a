/**
* | output |
* | --- |
* | "Renewal for {year}: {created} of {planned} invoices issued" |
*
* @param {Fees_Renew_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_progress: ((inputs: Fees_Renew_ProgressInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_ProgressInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_ProgressInputs = {
    year: NonNullable<unknown>;
    created: NonNullable<unknown>;
    planned: NonNullable<unknown>;
};
