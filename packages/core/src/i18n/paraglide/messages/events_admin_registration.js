/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Admin_RegistrationInputs */

const en_events_admin_registration = /** @type {(inputs: Events_Admin_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration note`)
};

const de_events_admin_registration = /** @type {(inputs: Events_Admin_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldehinweis`)
};

const fr_events_admin_registration = /** @type {(inputs: Events_Admin_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note d’inscription`)
};

const it_events_admin_registration = /** @type {(inputs: Events_Admin_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota d’iscrizione`)
};

/**
* | output |
* | --- |
* | "Registration note" |
*
* @param {Events_Admin_RegistrationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_registration = /** @type {((inputs?: Events_Admin_RegistrationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_RegistrationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_admin_registration(inputs)
	if (locale === "fr") return fr_events_admin_registration(inputs)
	if (locale === "it") return it_events_admin_registration(inputs)
	return en_events_admin_registration(inputs)
});