/**
* | output |
* | --- |
* | "{name} ({email}) becomes a member. The approval mail goes out to them at once, with the invoice for the annual fee. This cannot be undone." |
*
* @param {Admin_Approve_Description_With_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_approve_description_with_invoice: ((inputs: Admin_Approve_Description_With_InvoiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Approve_Description_With_InvoiceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Approve_Description_With_InvoiceInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
