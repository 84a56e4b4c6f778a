/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Keep_NewsletterInputs */

const en_dash_resign_keep_newsletter = /** @type {(inputs: Dash_Resign_Keep_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep receiving the newsletter as an alumna or alumnus`)
};

const de_dash_resign_keep_newsletter = /** @type {(inputs: Dash_Resign_Keep_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den Newsletter als Alumna oder Alumnus weiterhin erhalten`)
};

const fr_dash_resign_keep_newsletter = /** @type {(inputs: Dash_Resign_Keep_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à recevoir la newsletter en tant qu’alumna ou alumnus`)
};

const it_dash_resign_keep_newsletter = /** @type {(inputs: Dash_Resign_Keep_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuare a ricevere la newsletter come alumna o alumnus`)
};

/**
* | output |
* | --- |
* | "Keep receiving the newsletter as an alumna or alumnus" |
*
* @param {Dash_Resign_Keep_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_keep_newsletter = /** @type {((inputs?: Dash_Resign_Keep_NewsletterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Keep_NewsletterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_keep_newsletter(inputs)
	if (locale === "fr") return fr_dash_resign_keep_newsletter(inputs)
	if (locale === "it") return it_dash_resign_keep_newsletter(inputs)
	return en_dash_resign_keep_newsletter(inputs)
});