/**
* | output |
* | --- |
* | "One moment, please." |
*
* @param {Auth_One_MomentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_one_moment: ((inputs?: Auth_One_MomentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_One_MomentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_One_MomentInputs = {};
