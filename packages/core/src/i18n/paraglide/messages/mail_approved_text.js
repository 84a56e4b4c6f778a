/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown> }} Mail_Approved_TextInputs */

const en_mail_approved_text = /** @type {(inputs: Mail_Approved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An admin has approved your membership application for the ${i?.associationName}. The member area is now open to you.`)
};

const de_mail_approved_text = /** @type {(inputs: Mail_Approved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Admin hat Ihren Antrag auf Mitgliedschaft bei der ${i?.associationName} genehmigt. Der Mitgliederbereich steht Ihnen jetzt offen.`)
};

const fr_mail_approved_text = /** @type {(inputs: Mail_Approved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un administrateur a approuvé votre demande d'adhésion à la ${i?.associationName}. L'espace membres vous est désormais ouvert.`)
};

const it_mail_approved_text = /** @type {(inputs: Mail_Approved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un amministratore ha approvato la Sua domanda di adesione alla ${i?.associationName}. L'area membri ora Le è aperta.`)
};

/**
* | output |
* | --- |
* | "An admin has approved your membership application for the {associationName}. The member area is now open to you." |
*
* @param {Mail_Approved_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_approved_text = /** @type {((inputs: Mail_Approved_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Approved_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_approved_text(inputs)
	if (locale === "fr") return fr_mail_approved_text(inputs)
	if (locale === "it") return it_mail_approved_text(inputs)
	return en_mail_approved_text(inputs)
});