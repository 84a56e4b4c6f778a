/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Import and send 1 invite" |
* | * | "Import and send {shownCount} invites" |
*
* @param {Import_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_confirm_action: ((inputs: Import_Confirm_ActionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Confirm_ActionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Confirm_ActionInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
