/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_State_OverdueInputs */

const en_fees_state_overdue = /** @type {(inputs: Fees_State_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overdue`)
};

const de_fees_state_overdue = /** @type {(inputs: Fees_State_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überfällig`)
};

const fr_fees_state_overdue = /** @type {(inputs: Fees_State_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En retard`)
};

const it_fees_state_overdue = /** @type {(inputs: Fees_State_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scaduta`)
};

/**
* | output |
* | --- |
* | "Overdue" |
*
* @param {Fees_State_OverdueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_state_overdue = /** @type {((inputs?: Fees_State_OverdueInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_State_OverdueInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_state_overdue(inputs)
	if (locale === "fr") return fr_fees_state_overdue(inputs)
	if (locale === "it") return it_fees_state_overdue(inputs)
	return en_fees_state_overdue(inputs)
});