/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Update_FailedInputs */

const en_fees_update_failed = /** @type {(inputs: Fees_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list could not be updated.`)
};

const de_fees_update_failed = /** @type {(inputs: Fees_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Liste konnte nicht aktualisiert werden.`)
};

const fr_fees_update_failed = /** @type {(inputs: Fees_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La liste n’a pas pu être mise à jour.`)
};

const it_fees_update_failed = /** @type {(inputs: Fees_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile aggiornare l’elenco.`)
};

/**
* | output |
* | --- |
* | "The list could not be updated." |
*
* @param {Fees_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_update_failed = /** @type {((inputs?: Fees_Update_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Update_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_update_failed(inputs)
	if (locale === "fr") return fr_fees_update_failed(inputs)
	if (locale === "it") return it_fees_update_failed(inputs)
	return en_fees_update_failed(inputs)
});