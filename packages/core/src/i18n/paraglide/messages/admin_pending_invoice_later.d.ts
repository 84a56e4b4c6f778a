/**
* | output |
* | --- |
* | "The invoice for the annual fee is e-mailed once the address is confirmed." |
*
* @param {Admin_Pending_Invoice_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_invoice_later: ((inputs?: Admin_Pending_Invoice_LaterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pending_Invoice_LaterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pending_Invoice_LaterInputs = {};
