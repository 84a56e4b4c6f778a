/**
* | output |
* | --- |
* | "Ride along with an emergency medical services crew in Zürich or Basel and see prehospital emergency medicine first-hand. Tell us your year of studies and whe..." |
*
* @param {Ride_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_intro: ((inputs?: Ride_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_IntroInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_IntroInputs = {};
