/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_WhenInputs */

const en_dash_resign_when = /** @type {(inputs: Dash_Resign_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When do you want to leave?`)
};

const de_dash_resign_when = /** @type {(inputs: Dash_Resign_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann möchten Sie austreten?`)
};

const fr_dash_resign_when = /** @type {(inputs: Dash_Resign_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand souhaitez-vous partir ?`)
};

const it_dash_resign_when = /** @type {(inputs: Dash_Resign_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando vuole lasciare l’associazione?`)
};

/**
* | output |
* | --- |
* | "When do you want to leave?" |
*
* @param {Dash_Resign_WhenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_when = /** @type {((inputs?: Dash_Resign_WhenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_WhenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_when(inputs)
	if (locale === "fr") return fr_dash_resign_when(inputs)
	if (locale === "it") return it_dash_resign_when(inputs)
	return en_dash_resign_when(inputs)
});