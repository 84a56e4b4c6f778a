/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ridealong_OpenInputs */

const en_ridealong_open = /** @type {(inputs: Ridealong_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const de_ridealong_open = /** @type {(inputs: Ridealong_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen`)
};

const fr_ridealong_open = /** @type {(inputs: Ridealong_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverte`)
};

const it_ridealong_open = /** @type {(inputs: Ridealong_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperta`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Ridealong_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_open = /** @type {((inputs?: Ridealong_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_OpenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_open(inputs)
	if (locale === "fr") return fr_ridealong_open(inputs)
	if (locale === "it") return it_ridealong_open(inputs)
	return en_ridealong_open(inputs)
});