/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Resignation_WithdrawnInputs */

const en_audit_label_resignation_withdrawn = /** @type {(inputs: Audit_Label_Resignation_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resignation withdrawn`)
};

const de_audit_label_resignation_withdrawn = /** @type {(inputs: Audit_Label_Resignation_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Austritt zurückgezogen`)
};

const fr_audit_label_resignation_withdrawn = /** @type {(inputs: Audit_Label_Resignation_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démission retirée`)
};

const it_audit_label_resignation_withdrawn = /** @type {(inputs: Audit_Label_Resignation_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimissioni ritirate`)
};

/**
* | output |
* | --- |
* | "Resignation withdrawn" |
*
* @param {Audit_Label_Resignation_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_resignation_withdrawn = /** @type {((inputs?: Audit_Label_Resignation_WithdrawnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Resignation_WithdrawnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_resignation_withdrawn(inputs)
	if (locale === "fr") return fr_audit_label_resignation_withdrawn(inputs)
	if (locale === "it") return it_audit_label_resignation_withdrawn(inputs)
	return en_audit_label_resignation_withdrawn(inputs)
});