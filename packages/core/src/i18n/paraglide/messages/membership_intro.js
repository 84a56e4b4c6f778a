/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown>, invoiceDays: NonNullable<unknown> }} Membership_IntroInputs */

const en_membership_intro = /** @type {(inputs: Membership_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join the ${i?.associationName}: 10 CHF a year for students, 20 CHF for residents, graduates and specialists. After you apply, we e-mail you a link to confirm your address and, within ${i?.invoiceDays} days, the invoice. Your membership starts once the fee is received and an admin has approved your application.`)
};

const de_membership_intro = /** @type {(inputs: Membership_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Werden Sie Mitglied der ${i?.associationName}: 10 CHF pro Jahr für Studierende, 20 CHF für Assistenzärztinnen und -ärzte, Absolventinnen und Absolventen sowie Fachpersonen. Nach Ihrer Anmeldung senden wir Ihnen per E-Mail einen Link zur Bestätigung Ihrer Adresse und innerhalb von ${i?.invoiceDays} Tagen die Rechnung. Ihre Mitgliedschaft beginnt, sobald der Beitrag eingegangen ist und ein Admin Ihre Anmeldung genehmigt hat.`)
};

const fr_membership_intro = /** @type {(inputs: Membership_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejoignez la ${i?.associationName} : 10 CHF par an pour les étudiants, 20 CHF pour les médecins assistants, les diplômés et les spécialistes. Après votre demande, nous vous envoyons par e-mail un lien pour confirmer votre adresse et, dans un délai de ${i?.invoiceDays} jours, la facture. Votre adhésion commence dès que la cotisation est reçue et qu’un administrateur a approuvé votre demande.`)
};

const it_membership_intro = /** @type {(inputs: Membership_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aderisca alla ${i?.associationName}: 10 CHF all’anno per gli studenti, 20 CHF per medici assistenti, laureati e specialisti. Dopo la domanda Le inviamo per e-mail un link per confermare il Suo indirizzo e, entro ${i?.invoiceDays} giorni, la fattura. L’adesione inizia quando la quota è stata ricevuta e un amministratore ha approvato la Sua domanda.`)
};

/**
* | output |
* | --- |
* | "Join the {associationName}: 10 CHF a year for students, 20 CHF for residents, graduates and specialists. After you apply, we e-mail you a link to confirm you..." |
*
* @param {Membership_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_intro = /** @type {((inputs: Membership_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_IntroInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_intro(inputs)
	if (locale === "fr") return fr_membership_intro(inputs)
	if (locale === "it") return it_membership_intro(inputs)
	return en_membership_intro(inputs)
});