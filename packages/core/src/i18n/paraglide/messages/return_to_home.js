/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Return_To_HomeInputs */

const en_return_to_home = /** @type {(inputs: Return_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Home`)
};

const de_return_to_home = /** @type {(inputs: Return_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Startseite`)
};

const fr_return_to_home = /** @type {(inputs: Return_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’accueil`)
};

const it_return_to_home = /** @type {(inputs: Return_To_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna alla pagina iniziale`)
};

/**
* | output |
* | --- |
* | "Return to Home" |
*
* @param {Return_To_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const return_to_home = /** @type {((inputs?: Return_To_HomeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Return_To_HomeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_return_to_home(inputs)
	if (locale === "fr") return fr_return_to_home(inputs)
	if (locale === "it") return it_return_to_home(inputs)
	return en_return_to_home(inputs)
});