/**
* | output |
* | --- |
* | "the review of {hospital}" |
*
* @param {Reviews_Admin_The_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_the_review: ((inputs: Reviews_Admin_The_ReviewInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Admin_The_ReviewInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Admin_The_ReviewInputs = {
    hospital: NonNullable<unknown>;
};
