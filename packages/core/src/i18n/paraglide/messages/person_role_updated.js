/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Role_UpdatedInputs */

const en_person_role_updated = /** @type {(inputs: Person_Role_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role updated`)
};

const de_person_role_updated = /** @type {(inputs: Person_Role_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle aktualisiert`)
};

const fr_person_role_updated = /** @type {(inputs: Person_Role_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle mis à jour`)
};

const it_person_role_updated = /** @type {(inputs: Person_Role_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruolo aggiornato`)
};

/**
* | output |
* | --- |
* | "Role updated" |
*
* @param {Person_Role_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_role_updated = /** @type {((inputs?: Person_Role_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Role_UpdatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_role_updated(inputs)
	if (locale === "fr") return fr_person_role_updated(inputs)
	if (locale === "it") return it_person_role_updated(inputs)
	return en_person_role_updated(inputs)
});