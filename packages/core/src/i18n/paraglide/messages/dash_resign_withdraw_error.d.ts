/**
* | output |
* | --- |
* | "Error withdrawing your resignation" |
*
* @param {Dash_Resign_Withdraw_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_withdraw_error: ((inputs?: Dash_Resign_Withdraw_ErrorInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Withdraw_ErrorInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Withdraw_ErrorInputs = {};
