/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_TextInputs */

const en_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please reload the page. If the problem persists, try again later.`)
};

const de_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte laden Sie die Seite neu. Besteht das Problem weiterhin, versuchen Sie es später noch einmal.`)
};

const fr_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez recharger la page. Si le problème persiste, réessayez plus tard.`)
};

const it_error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ricarichi la pagina. Se il problema persiste, riprovi più tardi.`)
};

/**
* | output |
* | --- |
* | "Please reload the page. If the problem persists, try again later." |
*
* @param {Error_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const error_text = /** @type {((inputs?: Error_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_text(inputs)
	if (locale === "fr") return fr_error_text(inputs)
	if (locale === "it") return it_error_text(inputs)
	return en_error_text(inputs)
});