/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_Size_UnknownInputs */

const en_backups_size_unknown = /** @type {(inputs: Backups_Size_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

const de_backups_size_unknown = /** @type {(inputs: Backups_Size_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannt`)
};

const fr_backups_size_unknown = /** @type {(inputs: Backups_Size_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inconnue`)
};

const it_backups_size_unknown = /** @type {(inputs: Backups_Size_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sconosciuta`)
};

/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Backups_Size_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_size_unknown = /** @type {((inputs?: Backups_Size_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Size_UnknownInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_size_unknown(inputs)
	if (locale === "fr") return fr_backups_size_unknown(inputs)
	if (locale === "it") return it_backups_size_unknown(inputs)
	return en_backups_size_unknown(inputs)
});