/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ people: NonNullable<unknown>, role: NonNullable<unknown> }} Admin_Bulk_Role_TitleInputs */

const en_admin_bulk_role_title = /** @type {(inputs: Admin_Bulk_Role_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make ${i?.people} ${i?.role}?`)
};

const de_admin_bulk_role_title = /** @type {(inputs: Admin_Bulk_Role_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.people} zu ${i?.role} machen?`)
};

const fr_admin_bulk_role_title = /** @type {(inputs: Admin_Bulk_Role_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Faire de ${i?.people} : ${i?.role} ?`)
};

const it_admin_bulk_role_title = /** @type {(inputs: Admin_Bulk_Role_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rendere ${i?.people} ${i?.role}?`)
};

/**
* | output |
* | --- |
* | "Make {people} {role}?" |
*
* @param {Admin_Bulk_Role_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_role_title = /** @type {((inputs: Admin_Bulk_Role_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Role_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_role_title(inputs)
	if (locale === "fr") return fr_admin_bulk_role_title(inputs)
	if (locale === "it") return it_admin_bulk_role_title(inputs)
	return en_admin_bulk_role_title(inputs)
});