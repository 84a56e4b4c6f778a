/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ridealong_Mark_OpenInputs */

const en_ridealong_mark_open = /** @type {(inputs: Ridealong_Mark_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as open`)
};

const de_ridealong_mark_open = /** @type {(inputs: Ridealong_Mark_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als offen markieren`)
};

const fr_ridealong_mark_open = /** @type {(inputs: Ridealong_Mark_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquer comme ouverte`)
};

const it_ridealong_mark_open = /** @type {(inputs: Ridealong_Mark_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segnare come aperta`)
};

/**
* | output |
* | --- |
* | "Mark as open" |
*
* @param {Ridealong_Mark_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_mark_open = /** @type {((inputs?: Ridealong_Mark_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_Mark_OpenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_mark_open(inputs)
	if (locale === "fr") return fr_ridealong_mark_open(inputs)
	if (locale === "it") return it_ridealong_mark_open(inputs)
	return en_ridealong_mark_open(inputs)
});