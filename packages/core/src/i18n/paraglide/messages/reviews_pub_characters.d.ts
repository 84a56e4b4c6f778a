/**
* | output |
* | --- |
* | "{length} / {limit} characters" |
*
* @param {Reviews_Pub_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_characters: ((inputs: Reviews_Pub_CharactersInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_CharactersInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_CharactersInputs = {
    length: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
