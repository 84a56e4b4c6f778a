/**
* | output |
* | --- |
* | "Year of studies" |
*
* @param {Ride_Year_Of_StudiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_year_of_studies: ((inputs?: Ride_Year_Of_StudiesInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Year_Of_StudiesInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Year_Of_StudiesInputs = {};
