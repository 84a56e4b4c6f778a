/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Fees_Renew_NoneInputs */

const en_fees_renew_none = /** @type {(inputs: Fees_Renew_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every active member already has an invoice for ${i?.year}. Renewing now issues none.`)
};

const de_fees_renew_none = /** @type {(inputs: Fees_Renew_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes aktive Mitglied hat bereits eine Rechnung für ${i?.year}. Eine Erneuerung stellt jetzt keine aus.`)
};

const fr_fees_renew_none = /** @type {(inputs: Fees_Renew_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque membre actif a déjà une facture pour ${i?.year}. Renouveler maintenant n’en émet aucune.`)
};

const it_fees_renew_none = /** @type {(inputs: Fees_Renew_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ogni membro attivo ha già una fattura per il ${i?.year}. Rinnovare ora non ne emette nessuna.`)
};

/**
* | output |
* | --- |
* | "Every active member already has an invoice for {year}. Renewing now issues none." |
*
* @param {Fees_Renew_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_none = /** @type {((inputs: Fees_Renew_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_none(inputs)
	if (locale === "fr") return fr_fees_renew_none(inputs)
	if (locale === "it") return it_fees_renew_none(inputs)
	return en_fees_renew_none(inputs)
});