/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_WithdrawnInputs */

const en_dash_resign_withdrawn = /** @type {(inputs: Dash_Resign_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resignation withdrawn`)
};

const de_dash_resign_withdrawn = /** @type {(inputs: Dash_Resign_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Austritt zurückgezogen`)
};

const fr_dash_resign_withdrawn = /** @type {(inputs: Dash_Resign_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démission retirée`)
};

const it_dash_resign_withdrawn = /** @type {(inputs: Dash_Resign_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimissioni ritirate`)
};

/**
* | output |
* | --- |
* | "Resignation withdrawn" |
*
* @param {Dash_Resign_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_withdrawn = /** @type {((inputs?: Dash_Resign_WithdrawnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_WithdrawnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_withdrawn(inputs)
	if (locale === "fr") return fr_dash_resign_withdrawn(inputs)
	if (locale === "it") return it_dash_resign_withdrawn(inputs)
	return en_dash_resign_withdrawn(inputs)
});