/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Admin_Applied_OnInputs */

const en_admin_applied_on = /** @type {(inputs: Admin_Applied_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Applied on ${i?.day}`)
};

const de_admin_applied_on = /** @type {(inputs: Admin_Applied_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angemeldet am ${i?.day}`)
};

const fr_admin_applied_on = /** @type {(inputs: Admin_Applied_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande du ${i?.day}`)
};

const it_admin_applied_on = /** @type {(inputs: Admin_Applied_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Domanda del ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Applied on {day}" |
*
* @param {Admin_Applied_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_applied_on = /** @type {((inputs: Admin_Applied_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Applied_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_applied_on(inputs)
	if (locale === "fr") return fr_admin_applied_on(inputs)
	if (locale === "it") return it_admin_applied_on(inputs)
	return en_admin_applied_on(inputs)
});