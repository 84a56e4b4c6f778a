/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_PartialInputs */

const en_fees_bank_partial = /** @type {(inputs: Fees_Bank_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of which partial payments (rest still open)`)
};

const de_fees_bank_partial = /** @type {(inputs: Fees_Bank_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`davon Teilzahlungen (Rest noch offen)`)
};

const fr_fees_bank_partial = /** @type {(inputs: Fees_Bank_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dont paiements partiels (reste encore ouvert)`)
};

const it_fees_bank_partial = /** @type {(inputs: Fees_Bank_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`di cui pagamenti parziali (resto ancora aperto)`)
};

/**
* | output |
* | --- |
* | "of which partial payments (rest still open)" |
*
* @param {Fees_Bank_PartialInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_partial = /** @type {((inputs?: Fees_Bank_PartialInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_PartialInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_partial(inputs)
	if (locale === "fr") return fr_fees_bank_partial(inputs)
	if (locale === "it") return it_fees_bank_partial(inputs)
	return en_fees_bank_partial(inputs)
});