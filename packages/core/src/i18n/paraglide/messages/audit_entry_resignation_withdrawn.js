/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown> }} Audit_Entry_Resignation_WithdrawnInputs */

const en_audit_entry_resignation_withdrawn = /** @type {(inputs: Audit_Entry_Resignation_WithdrawnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} withdrew their resignation`)
};

const de_audit_entry_resignation_withdrawn = /** @type {(inputs: Audit_Entry_Resignation_WithdrawnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat den Austritt zurückgezogen`)
};

const fr_audit_entry_resignation_withdrawn = /** @type {(inputs: Audit_Entry_Resignation_WithdrawnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a retiré sa démission`)
};

const it_audit_entry_resignation_withdrawn = /** @type {(inputs: Audit_Entry_Resignation_WithdrawnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha ritirato le proprie dimissioni`)
};

/**
* | output |
* | --- |
* | "{actor} withdrew their resignation" |
*
* @param {Audit_Entry_Resignation_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_resignation_withdrawn = /** @type {((inputs: Audit_Entry_Resignation_WithdrawnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Resignation_WithdrawnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_resignation_withdrawn(inputs)
	if (locale === "fr") return fr_audit_entry_resignation_withdrawn(inputs)
	if (locale === "it") return it_audit_entry_resignation_withdrawn(inputs)
	return en_audit_entry_resignation_withdrawn(inputs)
});