/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Mlist_Queued_TextInputs */

const en_mlist_queued_text = /** @type {(inputs: Mlist_Queued_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} e-mail is on its way.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} e-mails are on their way.`)
	
};

const de_mlist_queued_text = /** @type {(inputs: Mlist_Queued_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 E-Mail ist unterwegs.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} E-Mails sind unterwegs.`)
	
};

const fr_mlist_queued_text = /** @type {(inputs: Mlist_Queued_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} e-mail est en route.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} e-mails sont en route.`)
	
};

const it_mlist_queued_text = /** @type {(inputs: Mlist_Queued_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 e-mail è in viaggio.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} e-mail sono in viaggio.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shownCount} e-mail is on its way." |
* | * | "{shownCount} e-mails are on their way." |
*
* @param {Mlist_Queued_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_queued_text = /** @type {((inputs: Mlist_Queued_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Queued_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_queued_text(inputs)
	if (locale === "fr") return fr_mlist_queued_text(inputs)
	if (locale === "it") return it_mlist_queued_text(inputs)
	return en_mlist_queued_text(inputs)
});