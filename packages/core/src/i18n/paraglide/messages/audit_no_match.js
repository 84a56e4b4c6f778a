/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_No_MatchInputs */

const en_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No entries match these filters. Clear filters shows them all.`)
};

const de_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Einträge entsprechen diesen Filtern. «Filter zurücksetzen» zeigt alle.`)
};

const fr_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune entrée ne correspond à ces filtres. « Effacer les filtres » les affiche toutes.`)
};

const it_audit_no_match = /** @type {(inputs: Audit_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna voce corrisponde a questi filtri. «Cancellare i filtri» le mostra tutte.`)
};

/**
* | output |
* | --- |
* | "No entries match these filters. Clear filters shows them all." |
*
* @param {Audit_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_no_match = /** @type {((inputs?: Audit_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_No_MatchInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_no_match(inputs)
	if (locale === "fr") return fr_audit_no_match(inputs)
	if (locale === "it") return it_audit_no_match(inputs)
	return en_audit_no_match(inputs)
});