/**
* | output |
* | --- |
* | "The review of {hospital} disappears from the board for everyone. This cannot be undone." |
*
* @param {Reviews_Admin_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_delete_text: ((inputs: Reviews_Admin_Delete_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Admin_Delete_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Admin_Delete_TextInputs = {
    hospital: NonNullable<unknown>;
};
