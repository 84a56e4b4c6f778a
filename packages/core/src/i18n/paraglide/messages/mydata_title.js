/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_TitleInputs */

const en_mydata_title = /** @type {(inputs: Mydata_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My data`)
};

const de_mydata_title = /** @type {(inputs: Mydata_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten`)
};

const fr_mydata_title = /** @type {(inputs: Mydata_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes données`)
};

const it_mydata_title = /** @type {(inputs: Mydata_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I miei dati`)
};

/**
* | output |
* | --- |
* | "My data" |
*
* @param {Mydata_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_title = /** @type {((inputs?: Mydata_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_title(inputs)
	if (locale === "fr") return fr_mydata_title(inputs)
	if (locale === "it") return it_mydata_title(inputs)
	return en_mydata_title(inputs)
});