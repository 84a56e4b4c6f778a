/**
* | year | output |
* | --- | --- |
* | "1" | "1st year" |
* | "2" | "2nd year" |
* | "3" | "3rd year" |
* | * | "{year}th year" |
*
* @param {Mail_Ride_Along_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_year: ((inputs: Mail_Ride_Along_YearInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ride_Along_YearInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ride_Along_YearInputs = {
    year: NonNullable<unknown>;
};
