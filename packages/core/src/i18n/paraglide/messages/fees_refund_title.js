/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Refund_TitleInputs */

const en_fees_refund_title = /** @type {(inputs: Fees_Refund_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark the excess to refund?`)
};

const de_fees_refund_title = /** @type {(inputs: Fees_Refund_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viel Bezahltes zur Rückerstattung vermerken?`)
};

const fr_fees_refund_title = /** @type {(inputs: Fees_Refund_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noter l’excédent à rembourser ?`)
};

const it_fees_refund_title = /** @type {(inputs: Fees_Refund_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annotare l’eccedenza da rimborsare?`)
};

/**
* | output |
* | --- |
* | "Mark the excess to refund?" |
*
* @param {Fees_Refund_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_refund_title = /** @type {((inputs?: Fees_Refund_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Refund_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_refund_title(inputs)
	if (locale === "fr") return fr_fees_refund_title(inputs)
	if (locale === "it") return it_fees_refund_title(inputs)
	return en_fees_refund_title(inputs)
});