/**
* | output |
* | --- |
* | "Become a Member" |
*
* @param {Home_Become_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_become_member: ((inputs?: Home_Become_MemberInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Become_MemberInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Become_MemberInputs = {};
