/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Card_TitleInputs */

const en_mydata_card_title = /** @type {(inputs: Mydata_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Data`)
};

const de_mydata_card_title = /** @type {(inputs: Mydata_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten`)
};

const fr_mydata_card_title = /** @type {(inputs: Mydata_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes données`)
};

const it_mydata_card_title = /** @type {(inputs: Mydata_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I miei dati`)
};

/**
* | output |
* | --- |
* | "My Data" |
*
* @param {Mydata_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_card_title = /** @type {((inputs?: Mydata_Card_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Card_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_card_title(inputs)
	if (locale === "fr") return fr_mydata_card_title(inputs)
	if (locale === "it") return it_mydata_card_title(inputs)
	return en_mydata_card_title(inputs)
});