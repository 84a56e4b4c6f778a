/**
* | output |
* | --- |
* | "The application of {name} ({email}) is rejected, and the rejection mail goes out to them at once. This cannot be undone." |
*
* @param {Admin_Reject_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_reject_description: ((inputs: Admin_Reject_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reject_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Reject_DescriptionInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
