/**
* | output |
* | --- |
* | "Events appear on {link} and in its calendar feed as soon as they are saved. Times are Swiss local times." |
*
* @param {Events_Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_intro: ((inputs: Events_Admin_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Admin_IntroInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Admin_IntroInputs = {
    link: NonNullable<unknown>;
};
