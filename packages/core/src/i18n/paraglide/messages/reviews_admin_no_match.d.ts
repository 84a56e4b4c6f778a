/**
* | output |
* | --- |
* | "No reviews match “{query}”." |
*
* @param {Reviews_Admin_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_no_match: ((inputs: Reviews_Admin_No_MatchInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Admin_No_MatchInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Admin_No_MatchInputs = {
    query: NonNullable<unknown>;
};
