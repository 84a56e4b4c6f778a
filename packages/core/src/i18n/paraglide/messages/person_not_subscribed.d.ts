/**
* | output |
* | --- |
* | "Not subscribed" |
*
* @param {Person_Not_SubscribedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_subscribed: ((inputs?: Person_Not_SubscribedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Not_SubscribedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Not_SubscribedInputs = {};
