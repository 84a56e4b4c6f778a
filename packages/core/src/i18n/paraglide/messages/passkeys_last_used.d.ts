/**
* | output |
* | --- |
* | "Last used {day}" |
*
* @param {Passkeys_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_last_used: ((inputs: Passkeys_Last_UsedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Last_UsedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Last_UsedInputs = {
    day: NonNullable<unknown>;
};
