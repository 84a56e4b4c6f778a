/**
* | output |
* | --- |
* | "Due to high demand, ride-alongs are open to members only. Please log in as a member, or become one." |
*
* @param {Ride_Members_Only_VisitorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_members_only_visitor: ((inputs?: Ride_Members_Only_VisitorInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Members_Only_VisitorInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Members_Only_VisitorInputs = {};
