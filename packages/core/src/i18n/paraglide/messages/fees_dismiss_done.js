/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Dismiss_DoneInputs */

const en_fees_dismiss_done = /** @type {(inputs: Fees_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment dismissed`)
};

const de_fees_dismiss_done = /** @type {(inputs: Fees_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erledigt`)
};

const fr_fees_dismiss_done = /** @type {(inputs: Fees_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement classé`)
};

const it_fees_dismiss_done = /** @type {(inputs: Fees_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento archiviato`)
};

/**
* | output |
* | --- |
* | "Payment dismissed" |
*
* @param {Fees_Dismiss_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_done = /** @type {((inputs?: Fees_Dismiss_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Dismiss_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_dismiss_done(inputs)
	if (locale === "fr") return fr_fees_dismiss_done(inputs)
	if (locale === "it") return it_fees_dismiss_done(inputs)
	return en_fees_dismiss_done(inputs)
});