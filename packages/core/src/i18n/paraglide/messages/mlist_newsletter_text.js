/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Newsletter_TextInputs */

const en_mlist_newsletter_text = /** @type {(inputs: Mlist_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter text`)
};

const de_mlist_newsletter_text = /** @type {(inputs: Mlist_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text des Newsletters`)
};

const fr_mlist_newsletter_text = /** @type {(inputs: Mlist_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte de la newsletter`)
};

const it_mlist_newsletter_text = /** @type {(inputs: Mlist_Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testo della newsletter`)
};

/**
* | output |
* | --- |
* | "Newsletter text" |
*
* @param {Mlist_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_newsletter_text = /** @type {((inputs?: Mlist_Newsletter_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Newsletter_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_newsletter_text(inputs)
	if (locale === "fr") return fr_mlist_newsletter_text(inputs)
	if (locale === "it") return it_mlist_newsletter_text(inputs)
	return en_mlist_newsletter_text(inputs)
});