/**
* | output |
* | --- |
* | "Due to high demand, ride-alongs are open to members only. Your dashboard shows the state of your membership." |
*
* @param {Ride_Members_Only_Signed_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_members_only_signed_in: ((inputs?: Ride_Members_Only_Signed_InInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Members_Only_Signed_InInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Members_Only_Signed_InInputs = {};
