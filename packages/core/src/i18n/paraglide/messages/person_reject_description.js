/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Person_Reject_DescriptionInputs */

const en_person_reject_description = /** @type {(inputs: Person_Reject_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} gets the e-mail "Your membership application", which says that it was declined. Rejected applications are deleted 6 months after the decision; until then you can approve them again.`)
};

const de_person_reject_description = /** @type {(inputs: Person_Reject_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} erhält eine E-Mail, dass der Antrag abgelehnt wurde. Abgelehnte Anträge werden 6 Monate nach dem Entscheid gelöscht; bis dahin können Sie sie doch noch genehmigen.`)
};

const fr_person_reject_description = /** @type {(inputs: Person_Reject_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} reçoit un e-mail indiquant que sa demande a été refusée. Les demandes refusées sont supprimées 6 mois après la décision ; d’ici là, vous pouvez encore les approuver.`)
};

const it_person_reject_description = /** @type {(inputs: Person_Reject_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} riceve un’e-mail che comunica che la domanda è stata respinta. Le domande respinte vengono eliminate 6 mesi dopo la decisione; fino ad allora può ancora approvarle.`)
};

/**
* | output |
* | --- |
* | "{who} gets the e-mail \"Your membership application\", which says that it was declined. Rejected applications are deleted 6 months after the decision; until th..." |
*
* @param {Person_Reject_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_reject_description = /** @type {((inputs: Person_Reject_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Reject_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_reject_description(inputs)
	if (locale === "fr") return fr_person_reject_description(inputs)
	if (locale === "it") return it_person_reject_description(inputs)
	return en_person_reject_description(inputs)
});