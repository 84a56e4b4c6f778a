/**
* | output |
* | --- |
* | "You have resigned. Your membership ends on {day}, and your account is deleted the day after." |
*
* @param {Dash_Resign_ResignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_resigned: ((inputs: Dash_Resign_ResignedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_ResignedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_ResignedInputs = {
    day: NonNullable<unknown>;
};
