/**
* | output |
* | --- |
* | "Date not recorded" |
*
* @param {Person_Date_Not_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_date_not_recorded: ((inputs?: Person_Date_Not_RecordedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Date_Not_RecordedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Date_Not_RecordedInputs = {};
