/**
* | output |
* | --- |
* | "Error loading reviews" |
*
* @param {Reviews_Pub_Load_Admin_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_load_admin_failed: ((inputs?: Reviews_Pub_Load_Admin_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Load_Admin_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Load_Admin_FailedInputs = {};
