/**
* | output |
* | --- |
* | "Member Login" |
*
* @param {Ride_Member_LoginInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_member_login: ((inputs?: Ride_Member_LoginInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Member_LoginInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Member_LoginInputs = {};
