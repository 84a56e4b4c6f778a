/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Deleted_TextInputs */

const en_dash_resign_deleted_text = /** @type {(inputs: Dash_Resign_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for having been part of the association.`)
};

const de_dash_resign_deleted_text = /** @type {(inputs: Dash_Resign_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank, dass Sie Teil des Vereins waren.`)
};

const fr_dash_resign_deleted_text = /** @type {(inputs: Dash_Resign_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d’avoir fait partie de l’association.`)
};

const it_dash_resign_deleted_text = /** @type {(inputs: Dash_Resign_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie per aver fatto parte dell’associazione.`)
};

/**
* | output |
* | --- |
* | "Thank you for having been part of the association." |
*
* @param {Dash_Resign_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_deleted_text = /** @type {((inputs?: Dash_Resign_Deleted_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Deleted_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_deleted_text(inputs)
	if (locale === "fr") return fr_dash_resign_deleted_text(inputs)
	if (locale === "it") return it_dash_resign_deleted_text(inputs)
	return en_dash_resign_deleted_text(inputs)
});