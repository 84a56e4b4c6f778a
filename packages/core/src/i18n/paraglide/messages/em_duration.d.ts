/**
* | output |
* | --- |
* | "Duration: {duration}" |
*
* @param {Em_DurationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_duration: ((inputs: Em_DurationInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_DurationInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_DurationInputs = {
    duration: NonNullable<unknown>;
};
