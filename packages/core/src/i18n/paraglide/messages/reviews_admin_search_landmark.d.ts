/**
* | output |
* | --- |
* | "Search reviews" |
*
* @param {Reviews_Admin_Search_LandmarkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_search_landmark: ((inputs?: Reviews_Admin_Search_LandmarkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Admin_Search_LandmarkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Admin_Search_LandmarkInputs = {};
