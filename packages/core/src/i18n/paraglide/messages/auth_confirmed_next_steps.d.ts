/**
* | output |
* | --- |
* | "Your e-mail address is confirmed and you can log in now. Member features open once an admin has approved your membership." |
*
* @param {Auth_Confirmed_Next_StepsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_confirmed_next_steps: ((inputs?: Auth_Confirmed_Next_StepsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirmed_Next_StepsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Confirmed_Next_StepsInputs = {};
