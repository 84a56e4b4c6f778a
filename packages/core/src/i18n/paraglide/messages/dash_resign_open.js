/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_OpenInputs */

const en_dash_resign_open = /** @type {(inputs: Dash_Resign_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resign…`)
};

const de_dash_resign_open = /** @type {(inputs: Dash_Resign_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Austreten…`)
};

const fr_dash_resign_open = /** @type {(inputs: Dash_Resign_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démissionner…`)
};

const it_dash_resign_open = /** @type {(inputs: Dash_Resign_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimettersi…`)
};

/**
* | output |
* | --- |
* | "Resign…" |
*
* @param {Dash_Resign_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_open = /** @type {((inputs?: Dash_Resign_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_OpenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_open(inputs)
	if (locale === "fr") return fr_dash_resign_open(inputs)
	if (locale === "it") return it_dash_resign_open(inputs)
	return en_dash_resign_open(inputs)
});