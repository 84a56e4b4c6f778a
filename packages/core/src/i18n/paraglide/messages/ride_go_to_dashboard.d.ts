/**
* | output |
* | --- |
* | "Go to Dashboard" |
*
* @param {Ride_Go_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_go_to_dashboard: ((inputs?: Ride_Go_To_DashboardInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Go_To_DashboardInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Go_To_DashboardInputs = {};
