/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Import_Confirm_ActionInputs */

const en_import_confirm_action = /** @type {(inputs: Import_Confirm_ActionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Import and send 1 invite`);
	return /** @type {LocalizedString} */ (`Import and send ${i?.shownCount} invites`)
	
};

const de_import_confirm_action = /** @type {(inputs: Import_Confirm_ActionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importieren und 1 Einladung senden`);
	return /** @type {LocalizedString} */ (`Importieren und ${i?.shownCount} Einladungen senden`)
	
};

const fr_import_confirm_action = /** @type {(inputs: Import_Confirm_ActionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importer et envoyer ${i?.shownCount} invitation`);
	return /** @type {LocalizedString} */ (`Importer et envoyer ${i?.shownCount} invitations`)
	
};

const it_import_confirm_action = /** @type {(inputs: Import_Confirm_ActionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importare e inviare 1 invito`);
	return /** @type {LocalizedString} */ (`Importare e inviare ${i?.shownCount} inviti`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Import and send 1 invite" |
* | * | "Import and send {shownCount} invites" |
*
* @param {Import_Confirm_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_confirm_action = /** @type {((inputs: Import_Confirm_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Confirm_ActionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_confirm_action(inputs)
	if (locale === "fr") return fr_import_confirm_action(inputs)
	if (locale === "it") return it_import_confirm_action(inputs)
	return en_import_confirm_action(inputs)
});