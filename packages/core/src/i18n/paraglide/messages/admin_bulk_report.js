/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ action: NonNullable<unknown>, done: NonNullable<unknown>, people: NonNullable<unknown> }} Admin_Bulk_ReportInputs */

const en_admin_bulk_report = /** @type {(inputs: Admin_Bulk_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}: ${i?.done} of ${i?.people} done`)
};

const de_admin_bulk_report = /** @type {(inputs: Admin_Bulk_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}: ${i?.done} von ${i?.people} erledigt`)
};

const fr_admin_bulk_report = /** @type {(inputs: Admin_Bulk_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} : ${i?.done} sur ${i?.people} effectué(s)`)
};

const it_admin_bulk_report = /** @type {(inputs: Admin_Bulk_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}: ${i?.done} di ${i?.people} completati`)
};

/**
* | output |
* | --- |
* | "{action}: {done} of {people} done" |
*
* @param {Admin_Bulk_ReportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_report = /** @type {((inputs: Admin_Bulk_ReportInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_ReportInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_report(inputs)
	if (locale === "fr") return fr_admin_bulk_report(inputs)
	if (locale === "it") return it_admin_bulk_report(inputs)
	return en_admin_bulk_report(inputs)
});