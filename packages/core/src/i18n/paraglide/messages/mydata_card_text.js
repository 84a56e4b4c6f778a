/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_Card_TextInputs */

const en_mydata_card_text = /** @type {(inputs: Mydata_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download everything we hold about you as a JSON file, and read why we hold it, how long we keep it, who receives it and where it came from.`)
};

const de_mydata_card_text = /** @type {(inputs: Mydata_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laden Sie alles, was wir über Sie gespeichert haben, als JSON-Datei herunter, und lesen Sie, warum wir es speichern, wie lange wir es aufbewahren, wer es erhält und woher es stammt.`)
};

const fr_mydata_card_text = /** @type {(inputs: Mydata_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléchargez tout ce que nous détenons à votre sujet sous forme de fichier JSON, et découvrez pourquoi nous le détenons, combien de temps nous le conservons, qui le reçoit et d’où il provient.`)
};

const it_mydata_card_text = /** @type {(inputs: Mydata_Card_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarichi in un file JSON tutto ciò che conserviamo su di Lei e legga perché lo conserviamo, per quanto tempo, chi lo riceve e da dove proviene.`)
};

/**
* | output |
* | --- |
* | "Download everything we hold about you as a JSON file, and read why we hold it, how long we keep it, who receives it and where it came from." |
*
* @param {Mydata_Card_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_card_text = /** @type {((inputs?: Mydata_Card_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_Card_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_card_text(inputs)
	if (locale === "fr") return fr_mydata_card_text(inputs)
	if (locale === "it") return it_mydata_card_text(inputs)
	return en_mydata_card_text(inputs)
});