/**
* | output |
* | --- |
* | "You must be a member to submit a ride-along request" |
*
* @param {Ride_Not_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_not_member: ((inputs?: Ride_Not_MemberInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Not_MemberInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Not_MemberInputs = {};
