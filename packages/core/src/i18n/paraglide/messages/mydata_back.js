/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_BackInputs */

const en_mydata_back = /** @type {(inputs: Mydata_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the dashboard`)
};

const de_mydata_back = /** @type {(inputs: Mydata_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Dashboard`)
};

const fr_mydata_back = /** @type {(inputs: Mydata_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord`)
};

const it_mydata_back = /** @type {(inputs: Mydata_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare alla dashboard`)
};

/**
* | output |
* | --- |
* | "Back to the dashboard" |
*
* @param {Mydata_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_back = /** @type {((inputs?: Mydata_BackInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_BackInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_back(inputs)
	if (locale === "fr") return fr_mydata_back(inputs)
	if (locale === "it") return it_mydata_back(inputs)
	return en_mydata_back(inputs)
});