/**
* | output |
* | --- |
* | "Ride-alongs" |
*
* @param {Admin_Tab_Ride_AlongsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_ride_alongs: ((inputs?: Admin_Tab_Ride_AlongsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_Ride_AlongsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_Ride_AlongsInputs = {};
