/**
* | output |
* | --- |
* | "Invoices are kept, with your name, for the accounts (ten years)." |
*
* @param {Dash_Resign_Invoices_KeptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_invoices_kept: ((inputs?: Dash_Resign_Invoices_KeptInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Invoices_KeptInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Invoices_KeptInputs = {};
