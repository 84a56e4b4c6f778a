/**
* | output |
* | --- |
* | "Renewal for {year} finished: {invoices} issued. They are e-mailed at the pace the mail provider accepts; members who have not confirmed their address yet get..." |
*
* @param {Fees_Renew_FinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_finished: ((inputs: Fees_Renew_FinishedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_FinishedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_FinishedInputs = {
    year: NonNullable<unknown>;
    invoices: NonNullable<unknown>;
};
