/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Dash_Sessions_Others_Signed_OutInputs */

const en_dash_sessions_others_signed_out = /** @type {(inputs: Dash_Sessions_Others_Signed_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`One other device has been signed out.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} other devices have been signed out.`)
	
};

const de_dash_sessions_others_signed_out = /** @type {(inputs: Dash_Sessions_Others_Signed_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ein anderes Gerät wurde abgemeldet.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} andere Geräte wurden abgemeldet.`)
	
};

const fr_dash_sessions_others_signed_out = /** @type {(inputs: Dash_Sessions_Others_Signed_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un autre appareil a été déconnecté.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} autres appareils ont été déconnectés.`)
	
};

const it_dash_sessions_others_signed_out = /** @type {(inputs: Dash_Sessions_Others_Signed_OutInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un altro dispositivo è stato disconnesso.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} altri dispositivi sono stati disconnessi.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One other device has been signed out." |
* | * | "{shownCount} other devices have been signed out." |
*
* @param {Dash_Sessions_Others_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_others_signed_out = /** @type {((inputs: Dash_Sessions_Others_Signed_OutInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_Others_Signed_OutInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sessions_others_signed_out(inputs)
	if (locale === "fr") return fr_dash_sessions_others_signed_out(inputs)
	if (locale === "it") return it_dash_sessions_others_signed_out(inputs)
	return en_dash_sessions_others_signed_out(inputs)
});