/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Fees_None_YetInputs */

const en_fees_none_yet = /** @type {(inputs: Fees_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No invoices for ${i?.year} yet. Approving a member issues their invoice; a renewal issues a year's invoices to all members.`)
};

const de_fees_none_yet = /** @type {(inputs: Fees_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noch keine Rechnungen für ${i?.year}. Die Genehmigung eines Mitglieds stellt dessen Rechnung aus; eine Erneuerung stellt allen Mitgliedern die Rechnungen eines Jahres aus.`)
};

const fr_fees_none_yet = /** @type {(inputs: Fees_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore de factures pour ${i?.year}. L’approbation d’un membre émet sa facture ; un renouvellement émet les factures d’une année pour tous les membres.`)
};

const it_fees_none_yet = /** @type {(inputs: Fees_None_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessuna fattura per il ${i?.year} per ora. L’approvazione di un membro emette la sua fattura; un rinnovo emette le fatture di un anno per tutti i membri.`)
};

/**
* | output |
* | --- |
* | "No invoices for {year} yet. Approving a member issues their invoice; a renewal issues a year's invoices to all members." |
*
* @param {Fees_None_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_none_yet = /** @type {((inputs: Fees_None_YetInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_None_YetInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_none_yet(inputs)
	if (locale === "fr") return fr_fees_none_yet(inputs)
	if (locale === "it") return it_fees_none_yet(inputs)
	return en_fees_none_yet(inputs)
});