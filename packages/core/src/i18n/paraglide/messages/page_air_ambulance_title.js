/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Air_Ambulance_TitleInputs */

const en_page_air_ambulance_title = /** @type {(inputs: Page_Air_Ambulance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air ambulance physician`)
};

const de_page_air_ambulance_title = /** @type {(inputs: Page_Air_Ambulance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flugärztin und Flugarzt`)
};

const fr_page_air_ambulance_title = /** @type {(inputs: Page_Air_Ambulance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médecin d'aviation sanitaire`)
};

const it_page_air_ambulance_title = /** @type {(inputs: Page_Air_Ambulance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medico di elisoccorso e aeroambulanza`)
};

/**
* | output |
* | --- |
* | "Air ambulance physician" |
*
* @param {Page_Air_Ambulance_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_air_ambulance_title = /** @type {((inputs?: Page_Air_Ambulance_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Air_Ambulance_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_air_ambulance_title(inputs)
	if (locale === "fr") return fr_page_air_ambulance_title(inputs)
	if (locale === "it") return it_page_air_ambulance_title(inputs)
	return en_page_air_ambulance_title(inputs)
});