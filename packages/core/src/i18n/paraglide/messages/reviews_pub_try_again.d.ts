/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Reviews_Pub_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_try_again: ((inputs?: Reviews_Pub_Try_AgainInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Try_AgainInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Try_AgainInputs = {};
