/**
* | output |
* | --- |
* | "1st year" |
*
* @param {Ride_Year_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_year_1: ((inputs?: Ride_Year_1Inputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Year_1Inputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Year_1Inputs = {};
