/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Coming_SoonInputs */

const en_dash_coming_soon = /** @type {(inputs: Dash_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coming Soon`)
};

const de_dash_coming_soon = /** @type {(inputs: Dash_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demnächst`)
};

const fr_dash_coming_soon = /** @type {(inputs: Dash_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bientôt disponible`)
};

const it_dash_coming_soon = /** @type {(inputs: Dash_Coming_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prossimamente`)
};

/**
* | output |
* | --- |
* | "Coming Soon" |
*
* @param {Dash_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_coming_soon = /** @type {((inputs?: Dash_Coming_SoonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Coming_SoonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_coming_soon(inputs)
	if (locale === "fr") return fr_dash_coming_soon(inputs)
	if (locale === "it") return it_dash_coming_soon(inputs)
	return en_dash_coming_soon(inputs)
});