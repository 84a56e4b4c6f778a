/**
* | output |
* | --- |
* | "Applied on {day}" |
*
* @param {Admin_Applied_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_applied_on: ((inputs: Admin_Applied_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Applied_OnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Applied_OnInputs = {
    day: NonNullable<unknown>;
};
