/**
* | output |
* | --- |
* | "The last admin cannot lose the admin role. Make another member admin first." |
*
* @param {Apierr_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_last_admin: ((inputs?: Apierr_Last_AdminInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Last_AdminInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Last_AdminInputs = {};
