/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_Registration_HintInputs */

const en_events_admin_registration_hint = /** @type {(inputs: Events_Admin_Registration_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to register, e.g. “Registration via the member WhatsApp group”`)
};

const de_events_admin_registration_hint = /** @type {(inputs: Events_Admin_Registration_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie man sich anmeldet, z. B. «Anmeldung über die WhatsApp-Gruppe der Mitglieder»`)
};

const fr_events_admin_registration_hint = /** @type {(inputs: Events_Admin_Registration_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment s’inscrire, p. ex. « Inscription via le groupe WhatsApp des membres »`)
};

const it_events_admin_registration_hint = /** @type {(inputs: Events_Admin_Registration_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come iscriversi, ad es. «Iscrizione tramite il gruppo WhatsApp dei membri»`)
};

/**
* | output |
* | --- |
* | "How to register, e.g. “Registration via the member WhatsApp group”" |
*
* @param {Events_Admin_Registration_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_registration_hint = /** @type {((inputs?: Events_Admin_Registration_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Registration_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_registration_hint(inputs)
	if (locale === "fr") return fr_events_admin_registration_hint(inputs)
	if (locale === "it") return it_events_admin_registration_hint(inputs)
	return en_events_admin_registration_hint(inputs)
});