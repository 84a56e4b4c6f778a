/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_None_YetInputs */

const en_backups_none_yet = /** @type {(inputs: Backups_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet.`)
};

const de_backups_none_yet = /** @type {(inputs: Backups_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine.`)
};

const fr_backups_none_yet = /** @type {(inputs: Backups_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune pour l’instant.`)
};

const it_backups_none_yet = /** @type {(inputs: Backups_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuno.`)
};

/**
* | output |
* | --- |
* | "None yet." |
*
* @param {Backups_None_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_none_yet = /** @type {((inputs?: Backups_None_YetInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_None_YetInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_none_yet(inputs)
	if (locale === "fr") return fr_backups_none_yet(inputs)
	if (locale === "it") return it_backups_none_yet(inputs)
	return en_backups_none_yet(inputs)
});