/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Client_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const client_go_home: ((inputs?: Client_Go_HomeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Go_HomeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Client_Go_HomeInputs = {};
