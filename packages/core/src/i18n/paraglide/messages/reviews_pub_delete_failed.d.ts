/**
* | output |
* | --- |
* | "Error deleting review" |
*
* @param {Reviews_Pub_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_delete_failed: ((inputs?: Reviews_Pub_Delete_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Delete_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Delete_FailedInputs = {};
