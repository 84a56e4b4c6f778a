/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Features_TitleInputs */

const en_dash_features_title = /** @type {(inputs: Dash_Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Features`)
};

const de_dash_features_title = /** @type {(inputs: Dash_Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliederfunktionen`)
};

const fr_dash_features_title = /** @type {(inputs: Dash_Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonctions pour les membres`)
};

const it_dash_features_title = /** @type {(inputs: Dash_Features_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funzioni per i membri`)
};

/**
* | output |
* | --- |
* | "Member Features" |
*
* @param {Dash_Features_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_features_title = /** @type {((inputs?: Dash_Features_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Features_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_features_title(inputs)
	if (locale === "fr") return fr_dash_features_title(inputs)
	if (locale === "it") return it_dash_features_title(inputs)
	return en_dash_features_title(inputs)
});