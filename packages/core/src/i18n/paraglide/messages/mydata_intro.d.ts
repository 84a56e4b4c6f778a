/**
* | output |
* | --- |
* | "What we hold about you, why, how long we keep it, who receives it and where it came from (art. 25 of the Swiss Federal Act on Data Protection). The" |
*
* @param {Mydata_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_intro: ((inputs?: Mydata_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_IntroInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_IntroInputs = {};
