/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_SizeInputs */

const en_backups_size = /** @type {(inputs: Backups_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size`)
};

const de_backups_size = /** @type {(inputs: Backups_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grösse`)
};

const fr_backups_size = /** @type {(inputs: Backups_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taille`)
};

const it_backups_size = /** @type {(inputs: Backups_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimensione`)
};

/**
* | output |
* | --- |
* | "Size" |
*
* @param {Backups_SizeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_size = /** @type {((inputs?: Backups_SizeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_SizeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_size(inputs)
	if (locale === "fr") return fr_backups_size(inputs)
	if (locale === "it") return it_backups_size(inputs)
	return en_backups_size(inputs)
});