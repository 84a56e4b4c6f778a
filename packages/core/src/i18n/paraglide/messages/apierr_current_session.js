/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Current_SessionInputs */

const en_apierr_current_session = /** @type {(inputs: Apierr_Current_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the session you are using. Use Logout to end it.`)
};

const de_apierr_current_session = /** @type {(inputs: Apierr_Current_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dies ist die Sitzung, die Sie gerade verwenden. Beenden Sie sie mit «Abmelden».`)
};

const fr_apierr_current_session = /** @type {(inputs: Apierr_Current_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C'est la session que vous utilisez. Utilisez « Déconnexion » pour y mettre fin.`)
};

const it_apierr_current_session = /** @type {(inputs: Apierr_Current_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa è la sessione che sta usando. Usi «Disconnettersi» per terminarla.`)
};

/**
* | output |
* | --- |
* | "This is the session you are using. Use Logout to end it." |
*
* @param {Apierr_Current_SessionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_current_session = /** @type {((inputs?: Apierr_Current_SessionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Current_SessionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_current_session(inputs)
	if (locale === "fr") return fr_apierr_current_session(inputs)
	if (locale === "it") return it_apierr_current_session(inputs)
	return en_apierr_current_session(inputs)
});