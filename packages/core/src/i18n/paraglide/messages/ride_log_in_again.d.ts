/**
* | output |
* | --- |
* | "Please log in again" |
*
* @param {Ride_Log_In_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_log_in_again: ((inputs?: Ride_Log_In_AgainInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Log_In_AgainInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Log_In_AgainInputs = {};
