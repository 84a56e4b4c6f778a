/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown>, subject: NonNullable<unknown> }} Mlist_Send_TextInputs */

const en_mlist_send_text = /** @type {(inputs: Mlist_Send_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`“${i?.subject}” goes out now to 1 subscriber: 1 e-mail, with a personal unsubscribe link. A newsletter cannot be called back once sent.`);
	return /** @type {LocalizedString} */ (`“${i?.subject}” goes out now to ${i?.shownCount} subscribers: ${i?.shownCount} e-mails, each with a personal unsubscribe link. A newsletter cannot be called back once sent.`)
	
};

const de_mlist_send_text = /** @type {(inputs: Mlist_Send_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`«${i?.subject}» geht jetzt an 1 Abonnent·in: 1 E-Mail mit einem persönlichen Abmeldelink. Ein versandter Newsletter kann nicht zurückgerufen werden.`);
	return /** @type {LocalizedString} */ (`«${i?.subject}» geht jetzt an ${i?.shownCount} Abonnentinnen und Abonnenten: ${i?.shownCount} E-Mails, jede mit einem persönlichen Abmeldelink. Ein versandter Newsletter kann nicht zurückgerufen werden.`)
	
};

const fr_mlist_send_text = /** @type {(inputs: Mlist_Send_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`« ${i?.subject} » part maintenant à ${i?.shownCount} abonné : ${i?.shownCount} e-mail, avec un lien de désabonnement personnel. Une newsletter envoyée ne peut pas être rappelée.`);
	return /** @type {LocalizedString} */ (`« ${i?.subject} » part maintenant à ${i?.shownCount} abonnés : ${i?.shownCount} e-mails, chacun avec un lien de désabonnement personnel. Une newsletter envoyée ne peut pas être rappelée.`)
	
};

const it_mlist_send_text = /** @type {(inputs: Mlist_Send_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`«${i?.subject}» parte ora per 1 iscritto: 1 e-mail con un link personale per disiscriversi. Una newsletter inviata non può essere richiamata.`);
	return /** @type {LocalizedString} */ (`«${i?.subject}» parte ora per ${i?.shownCount} iscritti: ${i?.shownCount} e-mail, ognuna con un link personale per disiscriversi. Una newsletter inviata non può essere richiamata.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "“{subject}” goes out now to 1 subscriber: 1 e-mail, with a personal unsubscribe link. A newsletter cannot be called back once sent." |
* | * | "“{subject}” goes out now to {shownCount} subscribers: {shownCount} e-mails, each with a personal unsubscribe link. A newsletter cannot be called back once sent." |
*
* @param {Mlist_Send_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_send_text = /** @type {((inputs: Mlist_Send_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Send_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_send_text(inputs)
	if (locale === "fr") return fr_mlist_send_text(inputs)
	if (locale === "it") return it_mlist_send_text(inputs)
	return en_mlist_send_text(inputs)
});