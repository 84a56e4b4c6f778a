/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_InviteInputs */

const en_person_invite = /** @type {(inputs: Person_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite`)
};

const de_person_invite = /** @type {(inputs: Person_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung`)
};

const fr_person_invite = /** @type {(inputs: Person_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation`)
};

const it_person_invite = /** @type {(inputs: Person_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invito`)
};

/**
* | output |
* | --- |
* | "Invite" |
*
* @param {Person_InviteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_invite = /** @type {((inputs?: Person_InviteInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_InviteInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_invite(inputs)
	if (locale === "fr") return fr_person_invite(inputs)
	if (locale === "it") return it_person_invite(inputs)
	return en_person_invite(inputs)
});