/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ridealong_Marked_OpenInputs */

const en_ridealong_marked_open = /** @type {(inputs: Ridealong_Marked_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked as open`)
};

const de_ridealong_marked_open = /** @type {(inputs: Ridealong_Marked_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als offen markiert`)
};

const fr_ridealong_marked_open = /** @type {(inputs: Ridealong_Marked_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquée comme ouverte`)
};

const it_ridealong_marked_open = /** @type {(inputs: Ridealong_Marked_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segnata come aperta`)
};

/**
* | output |
* | --- |
* | "Marked as open" |
*
* @param {Ridealong_Marked_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_marked_open = /** @type {((inputs?: Ridealong_Marked_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_Marked_OpenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_marked_open(inputs)
	if (locale === "fr") return fr_ridealong_marked_open(inputs)
	if (locale === "it") return it_ridealong_marked_open(inputs)
	return en_ridealong_marked_open(inputs)
});