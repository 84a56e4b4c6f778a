/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Dismiss_HintInputs */

const en_fees_dismiss_hint = /** @type {(inputs: Fees_Dismiss_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example: a donation, or a payment from another account’s bank file. Kept in the audit log and the payments CSV.`)
};

const de_fees_dismiss_hint = /** @type {(inputs: Fees_Dismiss_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Beispiel: eine Spende oder eine Zahlung aus der Bankdatei eines anderen Kontos. Wird im Protokoll und im Zahlungs-CSV festgehalten.`)
};

const fr_fees_dismiss_hint = /** @type {(inputs: Fees_Dismiss_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple : un don, ou un paiement du fichier bancaire d’un autre compte. Conservé dans le journal et le CSV des paiements.`)
};

const it_fees_dismiss_hint = /** @type {(inputs: Fees_Dismiss_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per esempio: una donazione, o un pagamento dal file bancario di un altro conto. Conservato nel registro e nel CSV dei pagamenti.`)
};

/**
* | output |
* | --- |
* | "For example: a donation, or a payment from another account’s bank file. Kept in the audit log and the payments CSV." |
*
* @param {Fees_Dismiss_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_hint = /** @type {((inputs?: Fees_Dismiss_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Dismiss_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_dismiss_hint(inputs)
	if (locale === "fr") return fr_fees_dismiss_hint(inputs)
	if (locale === "it") return it_fees_dismiss_hint(inputs)
	return en_fees_dismiss_hint(inputs)
});