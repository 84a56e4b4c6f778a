/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_NowInputs */

const en_dash_resign_now = /** @type {(inputs: Dash_Resign_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Now`)
};

const de_dash_resign_now = /** @type {(inputs: Dash_Resign_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sofort`)
};

const fr_dash_resign_now = /** @type {(inputs: Dash_Resign_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maintenant`)
};

const it_dash_resign_now = /** @type {(inputs: Dash_Resign_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subito`)
};

/**
* | output |
* | --- |
* | "Now" |
*
* @param {Dash_Resign_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_now = /** @type {((inputs?: Dash_Resign_NowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_NowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_now(inputs)
	if (locale === "fr") return fr_dash_resign_now(inputs)
	if (locale === "it") return it_dash_resign_now(inputs)
	return en_dash_resign_now(inputs)
});