/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_Off_TitleInputs */

const en_backups_off_title = /** @type {(inputs: Backups_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled backups are off`)
};

const de_backups_off_title = /** @type {(inputs: Backups_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geplante Sicherungen sind ausgeschaltet`)
};

const fr_backups_off_title = /** @type {(inputs: Backups_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les sauvegardes planifiées sont désactivées`)
};

const it_backups_off_title = /** @type {(inputs: Backups_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I backup programmati sono disattivati`)
};

/**
* | output |
* | --- |
* | "Scheduled backups are off" |
*
* @param {Backups_Off_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_off_title = /** @type {((inputs?: Backups_Off_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Off_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_off_title(inputs)
	if (locale === "fr") return fr_backups_off_title(inputs)
	if (locale === "it") return it_backups_off_title(inputs)
	return en_backups_off_title(inputs)
});