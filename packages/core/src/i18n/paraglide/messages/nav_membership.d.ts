/**
* | output |
* | --- |
* | "Become a Member" |
*
* @param {Nav_MembershipInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const nav_membership: ((inputs?: Nav_MembershipInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_MembershipInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_MembershipInputs = {};
