/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_NoneInputs */

const en_fees_unmatched_none = /** @type {(inputs: Fees_Unmatched_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No unmatched payments: every imported payment found its invoice.`)
};

const de_fees_unmatched_none = /** @type {(inputs: Fees_Unmatched_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine nicht zugeordneten Zahlungen: Jede importierte Zahlung hat ihre Rechnung gefunden.`)
};

const fr_fees_unmatched_none = /** @type {(inputs: Fees_Unmatched_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun paiement non attribué : chaque paiement importé a trouvé sa facture.`)
};

const it_fees_unmatched_none = /** @type {(inputs: Fees_Unmatched_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun pagamento non abbinato: ogni pagamento importato ha trovato la sua fattura.`)
};

/**
* | output |
* | --- |
* | "No unmatched payments: every imported payment found its invoice." |
*
* @param {Fees_Unmatched_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_none = /** @type {((inputs?: Fees_Unmatched_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_none(inputs)
	if (locale === "fr") return fr_fees_unmatched_none(inputs)
	if (locale === "it") return it_fees_unmatched_none(inputs)
	return en_fees_unmatched_none(inputs)
});