/**
* | output |
* | --- |
* | "Ride-along request updated" |
*
* @param {Audit_Label_Ride_Along_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_ride_along_status_changed: ((inputs?: Audit_Label_Ride_Along_Status_ChangedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Ride_Along_Status_ChangedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Ride_Along_Status_ChangedInputs = {};
