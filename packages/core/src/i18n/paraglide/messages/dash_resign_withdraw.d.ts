/**
* | output |
* | --- |
* | "Withdraw resignation" |
*
* @param {Dash_Resign_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_withdraw: ((inputs?: Dash_Resign_WithdrawInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_WithdrawInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_WithdrawInputs = {};
