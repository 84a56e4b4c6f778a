/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown>, payer: NonNullable<unknown> }} Fees_Dismiss_TextInputs */

const en_fees_dismiss_text = /** @type {(inputs: Fees_Dismiss_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} received on ${i?.day} from ${i?.payer} leaves the unmatched payments and is listed as not a fee in the payments CSV.`)
};

const de_fees_dismiss_text = /** @type {(inputs: Fees_Dismiss_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, am ${i?.day} von ${i?.payer} erhalten, verlässt die nicht zugeordneten Zahlungen und steht im Zahlungs-CSV als kein Beitrag.`)
};

const fr_fees_dismiss_text = /** @type {(inputs: Fees_Dismiss_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} reçu le ${i?.day} de ${i?.payer} quitte les paiements non attribués et figure comme non-cotisation dans le CSV des paiements.`)
};

const it_fees_dismiss_text = /** @type {(inputs: Fees_Dismiss_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ricevuto il ${i?.day} da ${i?.payer} lascia i pagamenti non assegnati e figura come non quota nel CSV dei pagamenti.`)
};

/**
* | output |
* | --- |
* | "{amount} received on {day} from {payer} leaves the unmatched payments and is listed as not a fee in the payments CSV." |
*
* @param {Fees_Dismiss_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_text = /** @type {((inputs: Fees_Dismiss_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Dismiss_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_dismiss_text(inputs)
	if (locale === "fr") return fr_fees_dismiss_text(inputs)
	if (locale === "it") return it_fees_dismiss_text(inputs)
	return en_fees_dismiss_text(inputs)
});