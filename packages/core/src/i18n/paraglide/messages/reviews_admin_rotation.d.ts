/**
* | output |
* | --- |
* | "Rotation: {time}" |
*
* @param {Reviews_Admin_RotationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_rotation: ((inputs: Reviews_Admin_RotationInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Admin_RotationInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Admin_RotationInputs = {
    time: NonNullable<unknown>;
};
