/**
* | output |
* | --- |
* | "on {day}" |
*
* @param {Audit_On_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_on_day: ((inputs: Audit_On_DayInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_On_DayInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_On_DayInputs = {
    day: NonNullable<unknown>;
};
