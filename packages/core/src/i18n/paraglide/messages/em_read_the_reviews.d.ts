/**
* | output |
* | --- |
* | "Read the reviews" |
*
* @param {Em_Read_The_ReviewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_read_the_reviews: ((inputs?: Em_Read_The_ReviewsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Read_The_ReviewsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Read_The_ReviewsInputs = {};
