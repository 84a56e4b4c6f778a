/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Person_Link_Sent_TextInputs */

const en_person_link_sent_text = /** @type {(inputs: Person_Link_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To ${i?.email}. The earlier link no longer works.`)
};

const de_person_link_sent_text = /** @type {(inputs: Person_Link_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An ${i?.email}. Der frühere Link funktioniert nicht mehr.`)
};

const fr_person_link_sent_text = /** @type {(inputs: Person_Link_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À ${i?.email}. Le lien précédent ne fonctionne plus.`)
};

const it_person_link_sent_text = /** @type {(inputs: Person_Link_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.email}. Il link precedente non funziona più.`)
};

/**
* | output |
* | --- |
* | "To {email}. The earlier link no longer works." |
*
* @param {Person_Link_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_link_sent_text = /** @type {((inputs: Person_Link_Sent_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Link_Sent_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_link_sent_text(inputs)
	if (locale === "fr") return fr_person_link_sent_text(inputs)
	if (locale === "it") return it_person_link_sent_text(inputs)
	return en_person_link_sent_text(inputs)
});