/**
* | output |
* | --- |
* | "To {email}. The earlier link no longer works." |
*
* @param {Person_Link_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_link_sent_text: ((inputs: Person_Link_Sent_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Link_Sent_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Link_Sent_TextInputs = {
    email: NonNullable<unknown>;
};
