/**
* | output |
* | --- |
* | "matching “{query}”" |
*
* @param {Reviews_Admin_MatchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_matching: ((inputs: Reviews_Admin_MatchingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Admin_MatchingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Admin_MatchingInputs = {
    query: NonNullable<unknown>;
};
