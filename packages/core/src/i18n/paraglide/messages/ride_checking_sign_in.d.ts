/**
* | output |
* | --- |
* | "Checking whether you are signed in…" |
*
* @param {Ride_Checking_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_checking_sign_in: ((inputs?: Ride_Checking_Sign_InInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Checking_Sign_InInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Checking_Sign_InInputs = {};
