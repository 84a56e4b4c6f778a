/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_WhoInputs */

const en_mydata_who = /** @type {(inputs: Mydata_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who receives it`)
};

const de_mydata_who = /** @type {(inputs: Mydata_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer sie erhält`)
};

const fr_mydata_who = /** @type {(inputs: Mydata_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui les reçoit`)
};

const it_mydata_who = /** @type {(inputs: Mydata_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chi li riceve`)
};

/**
* | output |
* | --- |
* | "Who receives it" |
*
* @param {Mydata_WhoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_who = /** @type {((inputs?: Mydata_WhoInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_WhoInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_who(inputs)
	if (locale === "fr") return fr_mydata_who(inputs)
	if (locale === "it") return it_mydata_who(inputs)
	return en_mydata_who(inputs)
});