/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Audit_On_DayInputs */

const en_audit_on_day = /** @type {(inputs: Audit_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` on ${i?.day}`)
};

const de_audit_on_day = /** @type {(inputs: Audit_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` am ${i?.day}`)
};

const fr_audit_on_day = /** @type {(inputs: Audit_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` le ${i?.day}`)
};

const it_audit_on_day = /** @type {(inputs: Audit_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "on {day}" |
*
* @param {Audit_On_DayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_on_day = /** @type {((inputs: Audit_On_DayInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_On_DayInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_on_day(inputs)
	if (locale === "fr") return fr_audit_on_day(inputs)
	if (locale === "it") return it_audit_on_day(inputs)
	return en_audit_on_day(inputs)
});