/**
* | output |
* | --- |
* | "{rating} out of {max}" |
*
* @param {Reviews_Pub_Out_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_out_of: ((inputs: Reviews_Pub_Out_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Out_OfInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Out_OfInputs = {
    rating: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
