/**
* | output |
* | --- |
* | "Rated {rating} out of {max}" |
*
* @param {Reviews_Pub_RatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_rated: ((inputs: Reviews_Pub_RatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_RatedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_RatedInputs = {
    rating: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
