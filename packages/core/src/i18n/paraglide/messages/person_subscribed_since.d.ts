/**
* | output |
* | --- |
* | "Subscribed since {day}" |
*
* @param {Person_Subscribed_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_subscribed_since: ((inputs: Person_Subscribed_SinceInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Subscribed_SinceInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Subscribed_SinceInputs = {
    day: NonNullable<unknown>;
};
