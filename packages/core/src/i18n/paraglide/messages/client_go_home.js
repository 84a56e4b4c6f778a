/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Client_Go_HomeInputs */

const en_client_go_home = /** @type {(inputs: Client_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

const de_client_go_home = /** @type {(inputs: Client_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

const fr_client_go_home = /** @type {(inputs: Client_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page d’accueil`)
};

const it_client_go_home = /** @type {(inputs: Client_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andare alla pagina iniziale`)
};

/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Client_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const client_go_home = /** @type {((inputs?: Client_Go_HomeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Go_HomeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_client_go_home(inputs)
	if (locale === "fr") return fr_client_go_home(inputs)
	if (locale === "it") return it_client_go_home(inputs)
	return en_client_go_home(inputs)
});