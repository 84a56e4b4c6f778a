/**
* | output |
* | --- |
* | "Logging in and the member area work only with JavaScript. Please turn it on in your browser and reload the page. All public pages of this website work withou..." |
*
* @param {Client_Needs_Javascript_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const client_needs_javascript_text: ((inputs?: Client_Needs_Javascript_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Needs_Javascript_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Client_Needs_Javascript_TextInputs = {};
