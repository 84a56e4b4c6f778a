/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Features_TextInputs */

const en_dash_features_text = /** @type {(inputs: Dash_Features_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More for members is on the way:`)
};

const de_dash_features_text = /** @type {(inputs: Dash_Features_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiteres für Mitglieder ist unterwegs:`)
};

const fr_dash_features_text = /** @type {(inputs: Dash_Features_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’autres fonctions pour les membres sont en préparation :`)
};

const it_dash_features_text = /** @type {(inputs: Dash_Features_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altre funzioni per i membri sono in arrivo:`)
};

/**
* | output |
* | --- |
* | "More for members is on the way:" |
*
* @param {Dash_Features_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_features_text = /** @type {((inputs?: Dash_Features_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Features_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_features_text(inputs)
	if (locale === "fr") return fr_dash_features_text(inputs)
	if (locale === "it") return it_dash_features_text(inputs)
	return en_dash_features_text(inputs)
});