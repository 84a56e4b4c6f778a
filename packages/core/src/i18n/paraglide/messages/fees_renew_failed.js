/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Renew_FailedInputs */

const en_fees_renew_failed = /** @type {(inputs: Fees_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renewal failed`)
};

const de_fees_renew_failed = /** @type {(inputs: Fees_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneuerung fehlgeschlagen`)
};

const fr_fees_renew_failed = /** @type {(inputs: Fees_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le renouvellement a échoué`)
};

const it_fees_renew_failed = /** @type {(inputs: Fees_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinnovo non riuscito`)
};

/**
* | output |
* | --- |
* | "Renewal failed" |
*
* @param {Fees_Renew_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_failed = /** @type {((inputs?: Fees_Renew_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_failed(inputs)
	if (locale === "fr") return fr_fees_renew_failed(inputs)
	if (locale === "it") return it_fees_renew_failed(inputs)
	return en_fees_renew_failed(inputs)
});