/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Not_InvitedInputs */

const en_person_not_invited = /** @type {(inputs: Person_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not invited: applied through the membership form`)
};

const de_person_not_invited = /** @type {(inputs: Person_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht eingeladen: über das Anmeldeformular beworben`)
};

const fr_person_not_invited = /** @type {(inputs: Person_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas invité·e : demande via le formulaire d’adhésion`)
};

const it_person_not_invited = /** @type {(inputs: Person_Not_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non invitato/a: domanda tramite il modulo di adesione`)
};

/**
* | output |
* | --- |
* | "Not invited: applied through the membership form" |
*
* @param {Person_Not_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_invited = /** @type {((inputs?: Person_Not_InvitedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Not_InvitedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_not_invited(inputs)
	if (locale === "fr") return fr_person_not_invited(inputs)
	if (locale === "it") return it_person_not_invited(inputs)
	return en_person_not_invited(inputs)
});