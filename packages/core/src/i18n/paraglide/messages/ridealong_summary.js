/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ open: NonNullable<unknown>, total: NonNullable<unknown>, months: NonNullable<unknown> }} Ridealong_SummaryInputs */

const en_ridealong_summary = /** @type {(inputs: Ridealong_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.open} open of ${i?.total}. Requests are deleted automatically ${i?.months} months after they were made. Answer a member by e-mail; the request mail in the association's inbox has the member as its reply address.`)
};

const de_ridealong_summary = /** @type {(inputs: Ridealong_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.open} offen von ${i?.total}. Anfragen werden ${i?.months} Monate nach ihrem Eingang automatisch gelöscht. Antworten Sie einem Mitglied per E-Mail; die Anfrage-Mail im Postfach des Vereins hat das Mitglied als Antwortadresse.`)
};

const fr_ridealong_summary = /** @type {(inputs: Ridealong_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.open} ouvertes sur ${i?.total}. Les demandes sont supprimées automatiquement ${i?.months} mois après leur envoi. Répondez à un membre par e-mail ; l’e-mail de demande dans la boîte de l’association a le membre comme adresse de réponse.`)
};

const it_ridealong_summary = /** @type {(inputs: Ridealong_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.open} aperte su ${i?.total}. Le richieste vengono eliminate automaticamente ${i?.months} mesi dopo l’invio. Risponda a un membro per e-mail; l’e-mail di richiesta nella casella dell’associazione ha il membro come indirizzo di risposta.`)
};

/**
* | output |
* | --- |
* | "{open} open of {total}. Requests are deleted automatically {months} months after they were made. Answer a member by e-mail; the request mail in the associati..." |
*
* @param {Ridealong_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_summary = /** @type {((inputs: Ridealong_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_SummaryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_summary(inputs)
	if (locale === "fr") return fr_ridealong_summary(inputs)
	if (locale === "it") return it_ridealong_summary(inputs)
	return en_ridealong_summary(inputs)
});