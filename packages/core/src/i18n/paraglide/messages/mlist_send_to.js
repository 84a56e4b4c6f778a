/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Mlist_Send_ToInputs */

const en_mlist_send_to = /** @type {(inputs: Mlist_Send_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Send to 1 subscriber`);
	return /** @type {LocalizedString} */ (`Send to ${i?.shownCount} subscribers`)
	
};

const de_mlist_send_to = /** @type {(inputs: Mlist_Send_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`An 1 Abonnent·in senden`);
	return /** @type {LocalizedString} */ (`An ${i?.shownCount} Abonnentinnen und Abonnenten senden`)
	
};

const fr_mlist_send_to = /** @type {(inputs: Mlist_Send_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Envoyer à ${i?.shownCount} abonné`);
	return /** @type {LocalizedString} */ (`Envoyer à ${i?.shownCount} abonnés`)
	
};

const it_mlist_send_to = /** @type {(inputs: Mlist_Send_ToInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Inviare a 1 iscritto`);
	return /** @type {LocalizedString} */ (`Inviare a ${i?.shownCount} iscritti`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Send to 1 subscriber" |
* | * | "Send to {shownCount} subscribers" |
*
* @param {Mlist_Send_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_send_to = /** @type {((inputs: Mlist_Send_ToInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Send_ToInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_send_to(inputs)
	if (locale === "fr") return fr_mlist_send_to(inputs)
	if (locale === "it") return it_mlist_send_to(inputs)
	return en_mlist_send_to(inputs)
});