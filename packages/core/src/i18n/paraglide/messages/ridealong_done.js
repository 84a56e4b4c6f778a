/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ridealong_DoneInputs */

const en_ridealong_done = /** @type {(inputs: Ridealong_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const de_ridealong_done = /** @type {(inputs: Ridealong_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt`)
};

const fr_ridealong_done = /** @type {(inputs: Ridealong_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traitée`)
};

const it_ridealong_done = /** @type {(inputs: Ridealong_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evasa`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Ridealong_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_done = /** @type {((inputs?: Ridealong_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_done(inputs)
	if (locale === "fr") return fr_ridealong_done(inputs)
	if (locale === "it") return it_ridealong_done(inputs)
	return en_ridealong_done(inputs)
});