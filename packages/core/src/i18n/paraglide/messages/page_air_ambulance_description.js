/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Air_Ambulance_DescriptionInputs */

const en_page_air_ambulance_description = /** @type {(inputs: Page_Air_Ambulance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requirements for helicopter, jet and consultant physicians in Swiss air rescue.`)
};

const de_page_air_ambulance_description = /** @type {(inputs: Page_Air_Ambulance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anforderungen an Helikopter-, Jet- und Beratungsärztinnen und -ärzte in der Schweizer Luftrettung.`)
};

const fr_page_air_ambulance_description = /** @type {(inputs: Page_Air_Ambulance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exigences pour les médecins d'hélicoptère, de jet et de conseil dans le sauvetage aérien suisse.`)
};

const it_page_air_ambulance_description = /** @type {(inputs: Page_Air_Ambulance_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requisiti per i medici di elicottero, di jet e di consulenza nel soccorso aereo svizzero.`)
};

/**
* | output |
* | --- |
* | "Requirements for helicopter, jet and consultant physicians in Swiss air rescue." |
*
* @param {Page_Air_Ambulance_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_air_ambulance_description = /** @type {((inputs?: Page_Air_Ambulance_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Air_Ambulance_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_air_ambulance_description(inputs)
	if (locale === "fr") return fr_page_air_ambulance_description(inputs)
	if (locale === "it") return it_page_air_ambulance_description(inputs)
	return en_page_air_ambulance_description(inputs)
});