/**
* | output |
* | --- |
* | "At the end of the membership year, {day}" |
*
* @param {Dash_Resign_End_Of_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_end_of_year: ((inputs: Dash_Resign_End_Of_YearInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_End_Of_YearInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_End_Of_YearInputs = {
    day: NonNullable<unknown>;
};
