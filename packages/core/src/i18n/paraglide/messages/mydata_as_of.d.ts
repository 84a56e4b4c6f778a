/**
* | output |
* | --- |
* | "Your data as of {moment}. The JSON file you downloaded holds the same." |
*
* @param {Mydata_As_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_as_of: ((inputs: Mydata_As_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_As_OfInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_As_OfInputs = {
    moment: NonNullable<unknown>;
};
