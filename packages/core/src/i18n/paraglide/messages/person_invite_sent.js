/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Invite_SentInputs */

const en_person_invite_sent = /** @type {(inputs: Person_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite sent`)
};

const de_person_invite_sent = /** @type {(inputs: Person_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung gesendet`)
};

const fr_person_invite_sent = /** @type {(inputs: Person_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation envoyée`)
};

const it_person_invite_sent = /** @type {(inputs: Person_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invito inviato`)
};

/**
* | output |
* | --- |
* | "Invite sent" |
*
* @param {Person_Invite_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_invite_sent = /** @type {((inputs?: Person_Invite_SentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Invite_SentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_invite_sent(inputs)
	if (locale === "fr") return fr_person_invite_sent(inputs)
	if (locale === "it") return it_person_invite_sent(inputs)
	return en_person_invite_sent(inputs)
});