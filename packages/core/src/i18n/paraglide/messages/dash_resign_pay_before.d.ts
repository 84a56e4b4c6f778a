/**
* | output |
* | --- |
* | "Please pay before {day}: an invoice still open when your account is deleted is closed unpaid." |
*
* @param {Dash_Resign_Pay_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_pay_before: ((inputs: Dash_Resign_Pay_BeforeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Pay_BeforeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Pay_BeforeInputs = {
    day: NonNullable<unknown>;
};
