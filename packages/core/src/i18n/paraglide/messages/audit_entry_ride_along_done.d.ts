/**
* | output |
* | --- |
* | "{actor} marked the ride-along request of {subject} as done" |
*
* @param {Audit_Entry_Ride_Along_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_ride_along_done: ((inputs: Audit_Entry_Ride_Along_DoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Ride_Along_DoneInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Ride_Along_DoneInputs = {
    actor: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
