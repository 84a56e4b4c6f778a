/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Fees_Renew_Finished_NoneInputs */

const en_fees_renew_finished_none = /** @type {(inputs: Fees_Renew_Finished_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renewal for ${i?.year} finished: no new invoices. Every active member already had one for ${i?.year}.`)
};

const de_fees_renew_finished_none = /** @type {(inputs: Fees_Renew_Finished_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erneuerung für ${i?.year} abgeschlossen: keine neuen Rechnungen. Jedes aktive Mitglied hatte bereits eine für ${i?.year}.`)
};

const fr_fees_renew_finished_none = /** @type {(inputs: Fees_Renew_Finished_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renouvellement pour ${i?.year} terminé : aucune nouvelle facture. Chaque membre actif en avait déjà une pour ${i?.year}.`)
};

const it_fees_renew_finished_none = /** @type {(inputs: Fees_Renew_Finished_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rinnovo per il ${i?.year} concluso: nessuna nuova fattura. Ogni membro attivo ne aveva già una per il ${i?.year}.`)
};

/**
* | output |
* | --- |
* | "Renewal for {year} finished: no new invoices. Every active member already had one for {year}." |
*
* @param {Fees_Renew_Finished_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_finished_none = /** @type {((inputs: Fees_Renew_Finished_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_Finished_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_finished_none(inputs)
	if (locale === "fr") return fr_fees_renew_finished_none(inputs)
	if (locale === "it") return it_fees_renew_finished_none(inputs)
	return en_fees_renew_finished_none(inputs)
});