/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Join_NowInputs */

const en_home_join_now = /** @type {(inputs: Home_Join_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join now`)
};

const de_home_join_now = /** @type {(inputs: Home_Join_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt beitreten`)
};

const fr_home_join_now = /** @type {(inputs: Home_Join_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhérer maintenant`)
};

const it_home_join_now = /** @type {(inputs: Home_Join_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aderire ora`)
};

/**
* | output |
* | --- |
* | "Join now" |
*
* @param {Home_Join_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const home_join_now = /** @type {((inputs?: Home_Join_NowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Join_NowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_join_now(inputs)
	if (locale === "fr") return fr_home_join_now(inputs)
	if (locale === "it") return it_home_join_now(inputs)
	return en_home_join_now(inputs)
});