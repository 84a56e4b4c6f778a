/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Renew_StartingInputs */

const en_fees_renew_starting = /** @type {(inputs: Fees_Renew_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting…`)
};

const de_fees_renew_starting = /** @type {(inputs: Fees_Renew_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gestartet…`)
};

const fr_fees_renew_starting = /** @type {(inputs: Fees_Renew_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démarrage…`)
};

const it_fees_renew_starting = /** @type {(inputs: Fees_Renew_StartingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avvio…`)
};

/**
* | output |
* | --- |
* | "Starting…" |
*
* @param {Fees_Renew_StartingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_starting = /** @type {((inputs?: Fees_Renew_StartingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_StartingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_starting(inputs)
	if (locale === "fr") return fr_fees_renew_starting(inputs)
	if (locale === "it") return it_fees_renew_starting(inputs)
	return en_fees_renew_starting(inputs)
});