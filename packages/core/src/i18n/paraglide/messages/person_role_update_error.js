/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Role_Update_ErrorInputs */

const en_person_role_update_error = /** @type {(inputs: Person_Role_Update_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error updating role`)
};

const de_person_role_update_error = /** @type {(inputs: Person_Role_Update_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Aktualisieren der Rolle`)
};

const fr_person_role_update_error = /** @type {(inputs: Person_Role_Update_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la mise à jour du rôle`)
};

const it_person_role_update_error = /** @type {(inputs: Person_Role_Update_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell’aggiornamento del ruolo`)
};

/**
* | output |
* | --- |
* | "Error updating role" |
*
* @param {Person_Role_Update_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_role_update_error = /** @type {((inputs?: Person_Role_Update_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Role_Update_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_role_update_error(inputs)
	if (locale === "fr") return fr_person_role_update_error(inputs)
	if (locale === "it") return it_person_role_update_error(inputs)
	return en_person_role_update_error(inputs)
});