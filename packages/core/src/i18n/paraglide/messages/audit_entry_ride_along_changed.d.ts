/**
* | output |
* | --- |
* | "{actor} marked the ride-along request of {subject} as changed" |
*
* @param {Audit_Entry_Ride_Along_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_ride_along_changed: ((inputs: Audit_Entry_Ride_Along_ChangedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Ride_Along_ChangedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Ride_Along_ChangedInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
