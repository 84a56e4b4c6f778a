/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_Validation_ErrorInputs */

const en_dash_password_validation_error = /** @type {(inputs: Dash_Password_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation Error`)
};

const de_dash_password_validation_error = /** @type {(inputs: Dash_Password_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingabefehler`)
};

const fr_dash_password_validation_error = /** @type {(inputs: Dash_Password_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de validation`)
};

const it_dash_password_validation_error = /** @type {(inputs: Dash_Password_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore di convalida`)
};

/**
* | output |
* | --- |
* | "Validation Error" |
*
* @param {Dash_Password_Validation_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_validation_error = /** @type {((inputs?: Dash_Password_Validation_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_Validation_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_validation_error(inputs)
	if (locale === "fr") return fr_dash_password_validation_error(inputs)
	if (locale === "it") return it_dash_password_validation_error(inputs)
	return en_dash_password_validation_error(inputs)
});