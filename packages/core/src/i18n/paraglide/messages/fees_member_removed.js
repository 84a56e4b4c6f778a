/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Member_RemovedInputs */

const en_fees_member_removed = /** @type {(inputs: Fees_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`member removed`)
};

const de_fees_member_removed = /** @type {(inputs: Fees_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied entfernt`)
};

const fr_fees_member_removed = /** @type {(inputs: Fees_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membre supprimé`)
};

const it_fees_member_removed = /** @type {(inputs: Fees_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membro rimosso`)
};

/**
* | output |
* | --- |
* | "member removed" |
*
* @param {Fees_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_member_removed = /** @type {((inputs?: Fees_Member_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Member_RemovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_member_removed(inputs)
	if (locale === "fr") return fr_fees_member_removed(inputs)
	if (locale === "it") return it_fees_member_removed(inputs)
	return en_fees_member_removed(inputs)
});