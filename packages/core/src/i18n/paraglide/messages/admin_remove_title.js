/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Remove_TitleInputs */

const en_admin_remove_title = /** @type {(inputs: Admin_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}?`)
};

const de_admin_remove_title = /** @type {(inputs: Admin_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen?`)
};

const fr_admin_remove_title = /** @type {(inputs: Admin_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer ${i?.name} ?`)
};

const it_admin_remove_title = /** @type {(inputs: Admin_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rimuovere ${i?.name}?`)
};

/**
* | output |
* | --- |
* | "Remove {name}?" |
*
* @param {Admin_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_remove_title = /** @type {((inputs: Admin_Remove_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Remove_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_remove_title(inputs)
	if (locale === "fr") return fr_admin_remove_title(inputs)
	if (locale === "it") return it_admin_remove_title(inputs)
	return en_admin_remove_title(inputs)
});