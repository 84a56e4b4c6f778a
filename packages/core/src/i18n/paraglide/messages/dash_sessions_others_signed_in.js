/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Dash_Sessions_Others_Signed_InInputs */

const en_dash_sessions_others_signed_in = /** @type {(inputs: Dash_Sessions_Others_Signed_InInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`One other device is signed in.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} other devices are signed in.`)
	
};

const de_dash_sessions_others_signed_in = /** @type {(inputs: Dash_Sessions_Others_Signed_InInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ein anderes Gerät ist angemeldet.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} andere Geräte sind angemeldet.`)
	
};

const fr_dash_sessions_others_signed_in = /** @type {(inputs: Dash_Sessions_Others_Signed_InInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un autre appareil est connecté.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} autres appareils sont connectés.`)
	
};

const it_dash_sessions_others_signed_in = /** @type {(inputs: Dash_Sessions_Others_Signed_InInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un altro dispositivo è connesso.`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} altri dispositivi sono connessi.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One other device is signed in." |
* | * | "{shownCount} other devices are signed in." |
*
* @param {Dash_Sessions_Others_Signed_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_sessions_others_signed_in = /** @type {((inputs: Dash_Sessions_Others_Signed_InInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Sessions_Others_Signed_InInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_sessions_others_signed_in(inputs)
	if (locale === "fr") return fr_dash_sessions_others_signed_in(inputs)
	if (locale === "it") return it_dash_sessions_others_signed_in(inputs)
	return en_dash_sessions_others_signed_in(inputs)
});