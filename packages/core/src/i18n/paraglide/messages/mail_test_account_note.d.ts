/**
* | output |
* | --- |
* | "Please note: this bill names a {notice}. Do not pay it." |
*
* @param {Mail_Test_Account_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_test_account_note: ((inputs: Mail_Test_Account_NoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Test_Account_NoteInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Test_Account_NoteInputs = {
    notice: NonNullable<unknown>;
};
