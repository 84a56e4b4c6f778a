/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Save_ChangesInputs */

const en_person_save_changes = /** @type {(inputs: Person_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

const de_person_save_changes = /** @type {(inputs: Person_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

const fr_person_save_changes = /** @type {(inputs: Person_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

const it_person_save_changes = /** @type {(inputs: Person_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvare le modifiche`)
};

/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Person_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_save_changes = /** @type {((inputs?: Person_Save_ChangesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Save_ChangesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_save_changes(inputs)
	if (locale === "fr") return fr_person_save_changes(inputs)
	if (locale === "it") return it_person_save_changes(inputs)
	return en_person_save_changes(inputs)
});