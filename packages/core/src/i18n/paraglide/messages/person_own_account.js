/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Own_AccountInputs */

const en_person_own_account = /** @type {(inputs: Person_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own account: another admin can change its role or remove it.`)
};

const de_person_own_account = /** @type {(inputs: Person_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dies ist Ihr eigenes Konto: Ein anderer Admin kann seine Rolle ändern oder es entfernen.`)
};

const fr_person_own_account = /** @type {(inputs: Person_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ceci est votre propre compte : un autre administrateur peut changer son rôle ou le supprimer.`)
};

const it_person_own_account = /** @type {(inputs: Person_Own_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo è il Suo account: un altro amministratore può cambiarne il ruolo o rimuoverlo.`)
};

/**
* | output |
* | --- |
* | "This is your own account: another admin can change its role or remove it." |
*
* @param {Person_Own_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_own_account = /** @type {((inputs?: Person_Own_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Own_AccountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_own_account(inputs)
	if (locale === "fr") return fr_person_own_account(inputs)
	if (locale === "it") return it_person_own_account(inputs)
	return en_person_own_account(inputs)
});