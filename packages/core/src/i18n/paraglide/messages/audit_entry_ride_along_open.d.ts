/**
* | output |
* | --- |
* | "{actor} marked the ride-along request of {subject} as open again" |
*
* @param {Audit_Entry_Ride_Along_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_ride_along_open: ((inputs: Audit_Entry_Ride_Along_OpenInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Ride_Along_OpenInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Ride_Along_OpenInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
