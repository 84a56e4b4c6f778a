/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Return_HomeInputs */

const en_error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

const de_error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Startseite`)
};

const fr_error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’accueil`)
};

const it_error_return_home = /** @type {(inputs: Error_Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare alla pagina iniziale`)
};

/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Error_Return_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const error_return_home = /** @type {((inputs?: Error_Return_HomeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Return_HomeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_return_home(inputs)
	if (locale === "fr") return fr_error_return_home(inputs)
	if (locale === "it") return it_error_return_home(inputs)
	return en_error_return_home(inputs)
});