/**
* | output |
* | --- |
* | "{name} ({email}) becomes a member. The approval mail goes out to them at once, and the invoice for the annual fee once the address is confirmed. This cannot ..." |
*
* @param {Admin_Approve_Description_Invoice_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_approve_description_invoice_later: ((inputs: Admin_Approve_Description_Invoice_LaterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Approve_Description_Invoice_LaterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Approve_Description_Invoice_LaterInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
