/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_IntroInputs */

const en_mydata_intro = /** @type {(inputs: Mydata_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we hold about you, why, how long we keep it, who receives it and where it came from (art. 25 of the Swiss Federal Act on Data Protection). The`)
};

const de_mydata_intro = /** @type {(inputs: Mydata_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was wir über Sie speichern, warum, wie lange wir es aufbewahren, wer es erhält und woher es stammt (Art. 25 des Bundesgesetzes über den Datenschutz). Die`)
};

const fr_mydata_intro = /** @type {(inputs: Mydata_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous détenons à votre sujet, pourquoi, combien de temps nous le conservons, qui le reçoit et d’où il provient (art. 25 de la loi fédérale sur la protection des données). La`)
};

const it_mydata_intro = /** @type {(inputs: Mydata_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cosa conserviamo su di Lei, perché, per quanto tempo, chi lo riceve e da dove proviene (art. 25 della legge federale sulla protezione dei dati). La`)
};

/**
* | output |
* | --- |
* | "What we hold about you, why, how long we keep it, who receives it and where it came from (art. 25 of the Swiss Federal Act on Data Protection). The" |
*
* @param {Mydata_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_intro = /** @type {((inputs?: Mydata_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_IntroInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_intro(inputs)
	if (locale === "fr") return fr_mydata_intro(inputs)
	if (locale === "it") return it_mydata_intro(inputs)
	return en_mydata_intro(inputs)
});