/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Not_Found_TextInputs */

const en_person_not_found_text = /** @type {(inputs: Person_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no member with this address. They may have been removed, or the link is incomplete.`)
};

const de_person_not_found_text = /** @type {(inputs: Person_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unter dieser Adresse gibt es kein Mitglied. Es wurde vielleicht entfernt, oder der Link ist unvollständig.`)
};

const fr_person_not_found_text = /** @type {(inputs: Person_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a aucun membre à cette adresse. Il a peut-être été supprimé, ou le lien est incomplet.`)
};

const it_person_not_found_text = /** @type {(inputs: Person_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non esiste alcun membro a questo indirizzo. Potrebbe essere stato rimosso, oppure il link è incompleto.`)
};

/**
* | output |
* | --- |
* | "There is no member with this address. They may have been removed, or the link is incomplete." |
*
* @param {Person_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_found_text = /** @type {((inputs?: Person_Not_Found_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Not_Found_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_not_found_text(inputs)
	if (locale === "fr") return fr_person_not_found_text(inputs)
	if (locale === "it") return it_person_not_found_text(inputs)
	return en_person_not_found_text(inputs)
});