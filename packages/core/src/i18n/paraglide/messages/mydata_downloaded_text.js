/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Downloaded_TextInputs */

const en_mydata_downloaded_text = /** @type {(inputs: Mydata_Downloaded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page that explains it opens now.`)
};

const de_mydata_downloaded_text = /** @type {(inputs: Mydata_Downloaded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Seite, die sie erklärt, öffnet sich jetzt.`)
};

const fr_mydata_downloaded_text = /** @type {(inputs: Mydata_Downloaded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page qui les explique s’ouvre maintenant.`)
};

const it_mydata_downloaded_text = /** @type {(inputs: Mydata_Downloaded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora si apre la pagina che li spiega.`)
};

/**
* | output |
* | --- |
* | "The page that explains it opens now." |
*
* @param {Mydata_Downloaded_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_downloaded_text = /** @type {((inputs?: Mydata_Downloaded_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Downloaded_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_downloaded_text(inputs)
	if (locale === "fr") return fr_mydata_downloaded_text(inputs)
	if (locale === "it") return it_mydata_downloaded_text(inputs)
	return en_mydata_downloaded_text(inputs)
});