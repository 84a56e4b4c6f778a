/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have one passkey." |
* | * | "You have {shownCount} passkeys." |
*
* @param {Passkeys_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_count: ((inputs: Passkeys_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_CountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_CountInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
