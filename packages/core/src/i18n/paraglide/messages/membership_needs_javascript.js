/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Needs_JavascriptInputs */

const en_membership_needs_javascript = /** @type {(inputs: Membership_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This form needs JavaScript: the Year of Completion field appears when you choose Student, and Submit Application works only with JavaScript. Please turn JavaScript on to apply, or write to`)
};

const de_membership_needs_javascript = /** @type {(inputs: Membership_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Formular braucht JavaScript: Das Feld «Abschlussjahr» erscheint, wenn Sie «Student/in» wählen, und «Anmeldung absenden» funktioniert nur mit JavaScript. Bitte aktivieren Sie JavaScript, um sich anzumelden, oder schreiben Sie an`)
};

const fr_membership_needs_javascript = /** @type {(inputs: Membership_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce formulaire nécessite JavaScript : le champ « Année de fin d’études » apparaît lorsque vous choisissez « Étudiant·e », et « Envoyer la demande » ne fonctionne qu’avec JavaScript. Veuillez activer JavaScript pour faire votre demande, ou écrivez à`)
};

const it_membership_needs_javascript = /** @type {(inputs: Membership_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo modulo richiede JavaScript: il campo «Anno di conclusione» compare quando sceglie «Studente», e «Inviare la domanda» funziona solo con JavaScript. Attivi JavaScript per presentare la domanda, oppure scriva a`)
};

/**
* | output |
* | --- |
* | "This form needs JavaScript: the Year of Completion field appears when you choose Student, and Submit Application works only with JavaScript. Please turn Java..." |
*
* @param {Membership_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_needs_javascript = /** @type {((inputs?: Membership_Needs_JavascriptInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Needs_JavascriptInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_needs_javascript(inputs)
	if (locale === "fr") return fr_membership_needs_javascript(inputs)
	if (locale === "it") return it_membership_needs_javascript(inputs)
	return en_membership_needs_javascript(inputs)
});