/**
* | output |
* | --- |
* | "Open invoices" |
*
* @param {Dash_Resign_Open_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_open_invoices: ((inputs?: Dash_Resign_Open_InvoicesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Open_InvoicesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Open_InvoicesInputs = {};
