/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Message_HintInputs */

const en_membership_message_hint = /** @type {(inputs: Membership_Message_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us how you would like to get involved. Tutors or instructors: please register with this form too and say so here.`)
};

const de_membership_message_hint = /** @type {(inputs: Membership_Message_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sagen Sie uns, wie Sie sich engagieren möchten. Tutorinnen, Tutoren und Instruktoren: Bitte melden Sie sich ebenfalls mit diesem Formular an und vermerken Sie es hier.`)
};

const fr_membership_message_hint = /** @type {(inputs: Membership_Message_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous comment vous aimeriez vous engager. Tuteurs ou instructeurs : veuillez aussi vous inscrire avec ce formulaire et l’indiquer ici.`)
};

const it_membership_message_hint = /** @type {(inputs: Membership_Message_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ci dica come vorrebbe impegnarsi. Tutor o istruttori: si registrino anche loro con questo modulo e lo indichino qui.`)
};

/**
* | output |
* | --- |
* | "Tell us how you would like to get involved. Tutors or instructors: please register with this form too and say so here." |
*
* @param {Membership_Message_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_message_hint = /** @type {((inputs?: Membership_Message_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Message_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_message_hint(inputs)
	if (locale === "fr") return fr_membership_message_hint(inputs)
	if (locale === "it") return it_membership_message_hint(inputs)
	return en_membership_message_hint(inputs)
});