/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ridealong_Mark_DoneInputs */

const en_ridealong_mark_done = /** @type {(inputs: Ridealong_Mark_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as done`)
};

const de_ridealong_mark_done = /** @type {(inputs: Ridealong_Mark_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als erledigt markieren`)
};

const fr_ridealong_mark_done = /** @type {(inputs: Ridealong_Mark_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquer comme traitée`)
};

const it_ridealong_mark_done = /** @type {(inputs: Ridealong_Mark_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segnare come evasa`)
};

/**
* | output |
* | --- |
* | "Mark as done" |
*
* @param {Ridealong_Mark_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_mark_done = /** @type {((inputs?: Ridealong_Mark_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_Mark_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_mark_done(inputs)
	if (locale === "fr") return fr_ridealong_mark_done(inputs)
	if (locale === "it") return it_ridealong_mark_done(inputs)
	return en_ridealong_mark_done(inputs)
});