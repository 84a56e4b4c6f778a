/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ridealong_Marked_DoneInputs */

const en_ridealong_marked_done = /** @type {(inputs: Ridealong_Marked_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked as done`)
};

const de_ridealong_marked_done = /** @type {(inputs: Ridealong_Marked_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als erledigt markiert`)
};

const fr_ridealong_marked_done = /** @type {(inputs: Ridealong_Marked_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquée comme traitée`)
};

const it_ridealong_marked_done = /** @type {(inputs: Ridealong_Marked_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segnata come evasa`)
};

/**
* | output |
* | --- |
* | "Marked as done" |
*
* @param {Ridealong_Marked_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_marked_done = /** @type {((inputs?: Ridealong_Marked_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_Marked_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_marked_done(inputs)
	if (locale === "fr") return fr_ridealong_marked_done(inputs)
	if (locale === "it") return it_ridealong_marked_done(inputs)
	return en_ridealong_marked_done(inputs)
});