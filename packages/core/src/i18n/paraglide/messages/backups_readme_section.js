/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_Readme_SectionInputs */

const en_backups_readme_section = /** @type {(inputs: Backups_Readme_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“Backup and restore” in the README`)
};

const de_backups_readme_section = /** @type {(inputs: Backups_Readme_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«Backup and restore» im README`)
};

const fr_backups_readme_section = /** @type {(inputs: Backups_Readme_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`« Backup and restore » dans le README`)
};

const it_backups_readme_section = /** @type {(inputs: Backups_Readme_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«Backup and restore» nel README`)
};

/**
* | output |
* | --- |
* | "“Backup and restore” in the README" |
*
* @param {Backups_Readme_SectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_readme_section = /** @type {((inputs?: Backups_Readme_SectionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Readme_SectionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_readme_section(inputs)
	if (locale === "fr") return fr_backups_readme_section(inputs)
	if (locale === "it") return it_backups_readme_section(inputs)
	return en_backups_readme_section(inputs)
});