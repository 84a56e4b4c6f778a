/**
* | output |
* | --- |
* | "Thank you for your application. Your membership application is being reviewed by the board. You will get full access to the member area once an admin has app..." |
*
* @param {Dash_Pending_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_pending_text: ((inputs?: Dash_Pending_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Pending_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Pending_TextInputs = {};
