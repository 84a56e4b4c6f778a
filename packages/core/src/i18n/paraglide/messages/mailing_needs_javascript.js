/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Needs_JavascriptInputs */

const en_mailing_needs_javascript = /** @type {(inputs: Mailing_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribing needs JavaScript. Please turn it on to subscribe.`)
};

const de_mailing_needs_javascript = /** @type {(inputs: Mailing_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung braucht JavaScript. Bitte aktivieren Sie es, um sich anzumelden.`)
};

const fr_mailing_needs_javascript = /** @type {(inputs: Mailing_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’inscription nécessite JavaScript. Veuillez l’activer pour vous inscrire.`)
};

const it_mailing_needs_javascript = /** @type {(inputs: Mailing_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’iscrizione richiede JavaScript. Lo attivi per iscriversi.`)
};

/**
* | output |
* | --- |
* | "Subscribing needs JavaScript. Please turn it on to subscribe." |
*
* @param {Mailing_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_needs_javascript = /** @type {((inputs?: Mailing_Needs_JavascriptInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Needs_JavascriptInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_needs_javascript(inputs)
	if (locale === "fr") return fr_mailing_needs_javascript(inputs)
	if (locale === "it") return it_mailing_needs_javascript(inputs)
	return en_mailing_needs_javascript(inputs)
});