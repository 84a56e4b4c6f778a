/**
* | output |
* | --- |
* | "To see your own data on this page, use Download My Data in the My Data card of your dashboard." |
*
* @param {Mydata_How_To_SeeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_how_to_see: ((inputs?: Mydata_How_To_SeeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_How_To_SeeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_How_To_SeeInputs = {};
