/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Registration_TermInputs */

const en_events_registration_term = /** @type {(inputs: Events_Registration_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration`)
};

const de_events_registration_term = /** @type {(inputs: Events_Registration_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung`)
};

const fr_events_registration_term = /** @type {(inputs: Events_Registration_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

const it_events_registration_term = /** @type {(inputs: Events_Registration_TermInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione`)
};

/**
* | output |
* | --- |
* | "Registration" |
*
* @param {Events_Registration_TermInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_registration_term = /** @type {((inputs?: Events_Registration_TermInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Registration_TermInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_registration_term(inputs)
	if (locale === "fr") return fr_events_registration_term(inputs)
	if (locale === "it") return it_events_registration_term(inputs)
	return en_events_registration_term(inputs)
});