/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_WarningInputs */

const en_backups_warning = /** @type {(inputs: Backups_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warning:`)
};

const de_backups_warning = /** @type {(inputs: Backups_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warnung:`)
};

const fr_backups_warning = /** @type {(inputs: Backups_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attention :`)
};

const it_backups_warning = /** @type {(inputs: Backups_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attenzione:`)
};

/**
* | output |
* | --- |
* | "Warning:" |
*
* @param {Backups_WarningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_warning = /** @type {((inputs?: Backups_WarningInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_WarningInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_warning(inputs)
	if (locale === "fr") return fr_backups_warning(inputs)
	if (locale === "it") return it_backups_warning(inputs)
	return en_backups_warning(inputs)
});