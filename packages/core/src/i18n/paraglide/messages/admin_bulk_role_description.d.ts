/**
* | output |
* | --- |
* | "Their role becomes {role}. No mail goes out." |
*
* @param {Admin_Bulk_Role_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_role_description: ((inputs: Admin_Bulk_Role_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Role_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Role_DescriptionInputs = {
    role: NonNullable<unknown>;
};
