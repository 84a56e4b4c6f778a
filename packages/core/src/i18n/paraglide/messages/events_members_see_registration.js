/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Members_See_RegistrationInputs */

const en_events_members_see_registration = /** @type {(inputs: Events_Members_See_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members see how to register here when signed in.`)
};

const de_events_members_see_registration = /** @type {(inputs: Events_Members_See_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach dem Login sehen Mitglieder hier, wie sie sich anmelden können.`)
};

const fr_events_members_see_registration = /** @type {(inputs: Events_Members_See_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres connectés voient ici comment s’inscrire.`)
};

const it_events_members_see_registration = /** @type {(inputs: Events_Members_See_RegistrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I soci che hanno effettuato l’accesso vedono qui come iscriversi.`)
};

/**
* | output |
* | --- |
* | "Members see how to register here when signed in." |
*
* @param {Events_Members_See_RegistrationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_members_see_registration = /** @type {((inputs?: Events_Members_See_RegistrationInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Members_See_RegistrationInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_members_see_registration(inputs)
	if (locale === "fr") return fr_events_members_see_registration(inputs)
	if (locale === "it") return it_events_members_see_registration(inputs)
	return en_events_members_see_registration(inputs)
});