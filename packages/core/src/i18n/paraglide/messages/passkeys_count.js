/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Passkeys_CountInputs */

const en_passkeys_count = /** @type {(inputs: Passkeys_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have one passkey.`);
	return /** @type {LocalizedString} */ (`You have ${i?.shownCount} passkeys.`)
	
};

const de_passkeys_count = /** @type {(inputs: Passkeys_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sie haben einen Passkey.`);
	return /** @type {LocalizedString} */ (`Sie haben ${i?.shownCount} Passkeys.`)
	
};

const fr_passkeys_count = /** @type {(inputs: Passkeys_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous avez une clé d’accès.`);
	return /** @type {LocalizedString} */ (`Vous avez ${i?.shownCount} clés d’accès.`)
	
};

const it_passkeys_count = /** @type {(inputs: Passkeys_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ha una passkey.`);
	return /** @type {LocalizedString} */ (`Ha ${i?.shownCount} passkey.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have one passkey." |
* | * | "You have {shownCount} passkeys." |
*
* @param {Passkeys_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_count = /** @type {((inputs: Passkeys_CountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_CountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_count(inputs)
	if (locale === "fr") return fr_passkeys_count(inputs)
	if (locale === "it") return it_passkeys_count(inputs)
	return en_passkeys_count(inputs)
});