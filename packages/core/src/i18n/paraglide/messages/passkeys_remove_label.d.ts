/**
* | output |
* | --- |
* | "Remove the passkey {name}" |
*
* @param {Passkeys_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_remove_label: ((inputs: Passkeys_Remove_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Passkeys_Remove_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Passkeys_Remove_LabelInputs = {
    name: NonNullable<unknown>;
};
