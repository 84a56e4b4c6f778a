/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Intro_EndInputs */

const en_mydata_intro_end = /** @type {(inputs: Mydata_Intro_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`says the same in full.`)
};

const de_mydata_intro_end = /** @type {(inputs: Mydata_Intro_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sagt dasselbe ausführlich.`)
};

const fr_mydata_intro_end = /** @type {(inputs: Mydata_Intro_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dit la même chose en détail.`)
};

const it_mydata_intro_end = /** @type {(inputs: Mydata_Intro_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dice lo stesso in modo completo.`)
};

/**
* | output |
* | --- |
* | "says the same in full." |
*
* @param {Mydata_Intro_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_intro_end = /** @type {((inputs?: Mydata_Intro_EndInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Intro_EndInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_intro_end(inputs)
	if (locale === "fr") return fr_mydata_intro_end(inputs)
	if (locale === "it") return it_mydata_intro_end(inputs)
	return en_mydata_intro_end(inputs)
});