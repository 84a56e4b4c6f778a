/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown> }} Mail_Invite_AddedInputs */

const en_mail_invite_added = /** @type {(inputs: Mail_Invite_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The board of the ${i?.associationName} has added you to the member area of its website.`)
};

const de_mail_invite_added = /** @type {(inputs: Mail_Invite_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Vorstand der ${i?.associationName} hat Sie in den Mitgliederbereich ihrer Website aufgenommen.`)
};

const fr_mail_invite_added = /** @type {(inputs: Mail_Invite_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le comité de la ${i?.associationName} vous a ajouté à l'espace membres de son site web.`)
};

const it_mail_invite_added = /** @type {(inputs: Mail_Invite_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il comitato della ${i?.associationName} L'ha aggiunta all'area membri del suo sito web.`)
};

/**
* | output |
* | --- |
* | "The board of the {associationName} has added you to the member area of its website." |
*
* @param {Mail_Invite_AddedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_added = /** @type {((inputs: Mail_Invite_AddedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_AddedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invite_added(inputs)
	if (locale === "fr") return fr_mail_invite_added(inputs)
	if (locale === "it") return it_mail_invite_added(inputs)
	return en_mail_invite_added(inputs)
});