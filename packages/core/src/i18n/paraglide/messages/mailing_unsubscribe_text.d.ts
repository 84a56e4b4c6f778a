/**
* | output |
* | --- |
* | "Click the button to stop receiving our newsletter at this address. We then delete your address from the list." |
*
* @param {Mailing_Unsubscribe_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribe_text: ((inputs?: Mailing_Unsubscribe_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Unsubscribe_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Unsubscribe_TextInputs = {};
