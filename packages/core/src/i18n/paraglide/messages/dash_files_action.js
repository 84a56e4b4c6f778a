/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Files_ActionInputs */

const en_dash_files_action = /** @type {(inputs: Dash_Files_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open File Share`)
};

const de_dash_files_action = /** @type {(inputs: Dash_Files_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dateiablage öffnen`)
};

const fr_dash_files_action = /** @type {(inputs: Dash_Files_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le partage de fichiers`)
};

const it_dash_files_action = /** @type {(inputs: Dash_Files_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprire la condivisione file`)
};

/**
* | output |
* | --- |
* | "Open File Share" |
*
* @param {Dash_Files_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_files_action = /** @type {((inputs?: Dash_Files_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Files_ActionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_files_action(inputs)
	if (locale === "fr") return fr_dash_files_action(inputs)
	if (locale === "it") return it_dash_files_action(inputs)
	return en_dash_files_action(inputs)
});