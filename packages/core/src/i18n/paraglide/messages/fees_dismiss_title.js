/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Dismiss_TitleInputs */

const en_fees_dismiss_title = /** @type {(inputs: Fees_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss this payment as not a fee?`)
};

const de_fees_dismiss_title = /** @type {(inputs: Fees_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Zahlung als kein Beitrag erledigen?`)
};

const fr_fees_dismiss_title = /** @type {(inputs: Fees_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classer ce paiement comme non-cotisation ?`)
};

const it_fees_dismiss_title = /** @type {(inputs: Fees_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiviare questo pagamento come non quota?`)
};

/**
* | output |
* | --- |
* | "Dismiss this payment as not a fee?" |
*
* @param {Fees_Dismiss_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_title = /** @type {((inputs?: Fees_Dismiss_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Dismiss_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_dismiss_title(inputs)
	if (locale === "fr") return fr_fees_dismiss_title(inputs)
	if (locale === "it") return it_fees_dismiss_title(inputs)
	return en_fees_dismiss_title(inputs)
});