/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Files_TitleInputs */

const en_dash_files_title = /** @type {(inputs: Dash_Files_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File Share`)
};

const de_dash_files_title = /** @type {(inputs: Dash_Files_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dateiablage`)
};

const fr_dash_files_title = /** @type {(inputs: Dash_Files_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partage de fichiers`)
};

const it_dash_files_title = /** @type {(inputs: Dash_Files_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condivisione file`)
};

/**
* | output |
* | --- |
* | "File Share" |
*
* @param {Dash_Files_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_files_title = /** @type {((inputs?: Dash_Files_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Files_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_files_title(inputs)
	if (locale === "fr") return fr_dash_files_title(inputs)
	if (locale === "it") return it_dash_files_title(inputs)
	return en_dash_files_title(inputs)
});