/**
* | output |
* | --- |
* | "You stay a member until then, and can withdraw your resignation." |
*
* @param {Dash_Resign_End_Of_Year_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_end_of_year_hint: ((inputs?: Dash_Resign_End_Of_Year_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_End_Of_Year_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_End_Of_Year_HintInputs = {};
