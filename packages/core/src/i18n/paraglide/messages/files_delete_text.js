/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Files_Delete_TextInputs */

const en_files_delete_text = /** @type {(inputs: Files_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Members will no longer be able to download ${i?.name}. This cannot be undone.`)
};

const de_files_delete_text = /** @type {(inputs: Files_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglieder können ${i?.name} nicht mehr herunterladen. Dies kann nicht rückgängig gemacht werden.`)
};

const fr_files_delete_text = /** @type {(inputs: Files_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les membres ne pourront plus télécharger ${i?.name}. Cette action est irréversible.`)
};

const it_files_delete_text = /** @type {(inputs: Files_Delete_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I membri non potranno più scaricare ${i?.name}. Questa operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "Members will no longer be able to download {name}. This cannot be undone." |
*
* @param {Files_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_delete_text = /** @type {((inputs: Files_Delete_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Delete_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_delete_text(inputs)
	if (locale === "fr") return fr_files_delete_text(inputs)
	if (locale === "it") return it_files_delete_text(inputs)
	return en_files_delete_text(inputs)
});