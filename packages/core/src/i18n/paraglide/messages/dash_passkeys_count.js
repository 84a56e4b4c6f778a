/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Dash_Passkeys_CountInputs */

const en_dash_passkeys_count = /** @type {(inputs: Dash_Passkeys_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have one passkey.`);
	return /** @type {LocalizedString} */ (`You have ${i?.shownCount} passkeys.`)
	
};

const de_dash_passkeys_count = /** @type {(inputs: Dash_Passkeys_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sie haben einen Passkey.`);
	return /** @type {LocalizedString} */ (`Sie haben ${i?.shownCount} Passkeys.`)
	
};

const fr_dash_passkeys_count = /** @type {(inputs: Dash_Passkeys_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous avez une clé d’accès.`);
	return /** @type {LocalizedString} */ (`Vous avez ${i?.shownCount} clés d’accès.`)
	
};

const it_dash_passkeys_count = /** @type {(inputs: Dash_Passkeys_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Hai una passkey.`);
	return /** @type {LocalizedString} */ (`Hai ${i?.shownCount} passkey.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have one passkey." |
* | * | "You have {shownCount} passkeys." |
*
* @param {Dash_Passkeys_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkeys_count = /** @type {((inputs: Dash_Passkeys_CountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkeys_CountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkeys_count(inputs)
	if (locale === "fr") return fr_dash_passkeys_count(inputs)
	if (locale === "it") return it_dash_passkeys_count(inputs)
	return en_dash_passkeys_count(inputs)
});