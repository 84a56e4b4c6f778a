/**
* | output |
* | --- |
* | "Location: {location}. Year of studies: {yearOfStudies}." |
*
* @param {Mail_Ride_Along_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_summary: ((inputs: Mail_Ride_Along_SummaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ride_Along_SummaryInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ride_Along_SummaryInputs = {
    location: NonNullable<unknown>;
    yearOfStudies: NonNullable<unknown>;
};
