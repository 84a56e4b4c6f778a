/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_TitleInputs */

const en_dash_resign_title = /** @type {(inputs: Dash_Resign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the Association`)
};

const de_dash_resign_title = /** @type {(inputs: Dash_Resign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus dem Verein austreten`)
};

const fr_dash_resign_title = /** @type {(inputs: Dash_Resign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter l’association`)
};

const it_dash_resign_title = /** @type {(inputs: Dash_Resign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lasciare l’associazione`)
};

/**
* | output |
* | --- |
* | "Leave the Association" |
*
* @param {Dash_Resign_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_title = /** @type {((inputs?: Dash_Resign_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_title(inputs)
	if (locale === "fr") return fr_dash_resign_title(inputs)
	if (locale === "it") return it_dash_resign_title(inputs)
	return en_dash_resign_title(inputs)
});