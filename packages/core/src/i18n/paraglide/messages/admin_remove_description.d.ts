/**
* | output |
* | --- |
* | "{name} ({email}) will be deleted completely: account, profile, roles, application and unsent e-mails. No mail goes out. This cannot be undone." |
*
* @param {Admin_Remove_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_remove_description: ((inputs: Admin_Remove_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Remove_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Remove_DescriptionInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
