/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The new member is approved, and each gets an invite e-mail to choose a password: 1 e-mail goes out now." |
* | * | "The new members are approved, and each gets an invite e-mail to choose a password: {shownCount} e-mails go out now." |
*
* @param {Import_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_confirm_text: ((inputs: Import_Confirm_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Confirm_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Confirm_TextInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
