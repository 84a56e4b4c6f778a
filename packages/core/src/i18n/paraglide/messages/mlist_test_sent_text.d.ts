/**
* | output |
* | --- |
* | "A test copy is on its way to {to}." |
*
* @param {Mlist_Test_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_test_sent_text: ((inputs: Mlist_Test_Sent_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mlist_Test_Sent_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mlist_Test_Sent_TextInputs = {
    to: NonNullable<unknown>;
};
