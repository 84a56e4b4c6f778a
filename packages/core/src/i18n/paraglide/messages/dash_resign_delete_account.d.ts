/**
* | output |
* | --- |
* | "Resign and delete my account" |
*
* @param {Dash_Resign_Delete_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_delete_account: ((inputs?: Dash_Resign_Delete_AccountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Delete_AccountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Delete_AccountInputs = {};
