/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_IntroInputs */

const en_files_intro = /** @type {(inputs: Files_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documents of the association for its members.`)
};

const de_files_intro = /** @type {(inputs: Files_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dokumente des Vereins für seine Mitglieder.`)
};

const fr_files_intro = /** @type {(inputs: Files_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les documents de l’association pour ses membres.`)
};

const it_files_intro = /** @type {(inputs: Files_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documenti dell’associazione per i suoi membri.`)
};

/**
* | output |
* | --- |
* | "Documents of the association for its members." |
*
* @param {Files_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_intro = /** @type {((inputs?: Files_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_IntroInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_intro(inputs)
	if (locale === "fr") return fr_files_intro(inputs)
	if (locale === "it") return it_files_intro(inputs)
	return en_files_intro(inputs)
});