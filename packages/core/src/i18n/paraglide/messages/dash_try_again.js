/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Try_AgainInputs */

const en_dash_try_again = /** @type {(inputs: Dash_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

const de_dash_try_again = /** @type {(inputs: Dash_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut versuchen`)
};

const fr_dash_try_again = /** @type {(inputs: Dash_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

const it_dash_try_again = /** @type {(inputs: Dash_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprovare`)
};

/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Dash_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_try_again = /** @type {((inputs?: Dash_Try_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Try_AgainInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_try_again(inputs)
	if (locale === "fr") return fr_dash_try_again(inputs)
	if (locale === "it") return it_dash_try_again(inputs)
	return en_dash_try_again(inputs)
});