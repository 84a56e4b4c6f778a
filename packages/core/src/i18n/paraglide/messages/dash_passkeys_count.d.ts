/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have one passkey." |
* | * | "You have {shownCount} passkeys." |
*
* @param {Dash_Passkeys_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkeys_count: ((inputs: Dash_Passkeys_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Passkeys_CountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Passkeys_CountInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
