/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown>, recipient: NonNullable<unknown>, queued: NonNullable<unknown>, attempts: NonNullable<unknown>, days: NonNullable<unknown> }} Mail_Undeliverable_TextInputs */

const en_mail_undeliverable_text = /** @type {(inputs: Mail_Undeliverable_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The website could not deliver the e-mail "${i?.subject}" to ${i?.recipient}. It was written on ${i?.queued}; after ${i?.attempts} attempts over ${i?.days} days the website stopped trying.`)
};

const de_mail_undeliverable_text = /** @type {(inputs: Mail_Undeliverable_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Website konnte die E-Mail «${i?.subject}» nicht an ${i?.recipient} zustellen. Sie wurde am ${i?.queued} verfasst; nach ${i?.attempts} Versuchen über ${i?.days} Tage hat die Website aufgegeben.`)
};

const fr_mail_undeliverable_text = /** @type {(inputs: Mail_Undeliverable_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le site web n'a pas pu distribuer l'e-mail « ${i?.subject} » à ${i?.recipient}. Il a été rédigé le ${i?.queued} ; après ${i?.attempts} tentatives sur ${i?.days} jours, le site web a cessé d'essayer.`)
};

const it_mail_undeliverable_text = /** @type {(inputs: Mail_Undeliverable_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il sito web non è riuscito a recapitare l'e-mail «${i?.subject}» a ${i?.recipient}. È stata scritta il ${i?.queued}; dopo ${i?.attempts} tentativi in ${i?.days} giorni il sito web ha smesso di provare.`)
};

/**
* | output |
* | --- |
* | "The website could not deliver the e-mail \"{subject}\" to {recipient}. It was written on {queued}; after {attempts} attempts over {days} days the website stopp..." |
*
* @param {Mail_Undeliverable_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_undeliverable_text = /** @type {((inputs: Mail_Undeliverable_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Undeliverable_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_undeliverable_text(inputs)
	if (locale === "fr") return fr_mail_undeliverable_text(inputs)
	if (locale === "it") return it_mail_undeliverable_text(inputs)
	return en_mail_undeliverable_text(inputs)
});