/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Client_Needs_Javascript_TextInputs */

const en_client_needs_javascript_text = /** @type {(inputs: Client_Needs_Javascript_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in and the member area work only with JavaScript. Please turn it on in your browser and reload the page. All public pages of this website work without it.`)
};

const de_client_needs_javascript_text = /** @type {(inputs: Client_Needs_Javascript_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung und der Mitgliederbereich funktionieren nur mit JavaScript. Bitte aktivieren Sie es in Ihrem Browser und laden Sie die Seite neu. Alle öffentlichen Seiten dieser Website funktionieren auch ohne.`)
};

const fr_client_needs_javascript_text = /** @type {(inputs: Client_Needs_Javascript_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion et l’espace membres ne fonctionnent qu’avec JavaScript. Veuillez l’activer dans votre navigateur et recharger la page. Toutes les pages publiques de ce site fonctionnent sans.`)
};

const it_client_needs_javascript_text = /** @type {(inputs: Client_Needs_Javascript_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’accesso e l’area membri funzionano solo con JavaScript. Lo attivi nel browser e ricarichi la pagina. Tutte le pagine pubbliche di questo sito funzionano anche senza.`)
};

/**
* | output |
* | --- |
* | "Logging in and the member area work only with JavaScript. Please turn it on in your browser and reload the page. All public pages of this website work withou..." |
*
* @param {Client_Needs_Javascript_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const client_needs_javascript_text = /** @type {((inputs?: Client_Needs_Javascript_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Needs_Javascript_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_client_needs_javascript_text(inputs)
	if (locale === "fr") return fr_client_needs_javascript_text(inputs)
	if (locale === "it") return it_client_needs_javascript_text(inputs)
	return en_client_needs_javascript_text(inputs)
});