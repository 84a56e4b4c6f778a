/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Send_Invite_AgainInputs */

const en_person_send_invite_again = /** @type {(inputs: Person_Send_Invite_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the Invite Again`)
};

const de_person_send_invite_again = /** @type {(inputs: Person_Send_Invite_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung erneut senden`)
};

const fr_person_send_invite_again = /** @type {(inputs: Person_Send_Invite_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renvoyer l’invitation`)
};

const it_person_send_invite_again = /** @type {(inputs: Person_Send_Invite_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare di nuovo l’invito`)
};

/**
* | output |
* | --- |
* | "Send the Invite Again" |
*
* @param {Person_Send_Invite_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_send_invite_again = /** @type {((inputs?: Person_Send_Invite_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Send_Invite_AgainInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_send_invite_again(inputs)
	if (locale === "fr") return fr_person_send_invite_again(inputs)
	if (locale === "it") return it_person_send_invite_again(inputs)
	return en_person_send_invite_again(inputs)
});