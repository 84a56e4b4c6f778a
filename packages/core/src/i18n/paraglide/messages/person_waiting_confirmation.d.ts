/**
* | output |
* | --- |
* | "Waiting for confirmation since {day}" |
*
* @param {Person_Waiting_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_waiting_confirmation: ((inputs: Person_Waiting_ConfirmationInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Waiting_ConfirmationInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Waiting_ConfirmationInputs = {
    day: NonNullable<unknown>;
};
