/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Import_Confirm_TextInputs */

const en_import_confirm_text = /** @type {(inputs: Import_Confirm_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`The new member is approved, and each gets an invite e-mail to choose a password: 1 e-mail goes out now.`);
	return /** @type {LocalizedString} */ (`The new members are approved, and each gets an invite e-mail to choose a password: ${i?.shownCount} e-mails go out now.`)
	
};

const de_import_confirm_text = /** @type {(inputs: Import_Confirm_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Das neue Mitglied wird bestätigt und erhält eine Einladung per E-Mail, um ein Passwort zu wählen: 1 E-Mail wird jetzt verschickt.`);
	return /** @type {LocalizedString} */ (`Die neuen Mitglieder werden bestätigt und erhalten je eine Einladung per E-Mail, um ein Passwort zu wählen: ${i?.shownCount} E-Mails werden jetzt verschickt.`)
	
};

const fr_import_confirm_text = /** @type {(inputs: Import_Confirm_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Le nouveau membre est approuvé et reçoit un e-mail d’invitation pour choisir un mot de passe : ${i?.shownCount} e-mail part maintenant.`);
	return /** @type {LocalizedString} */ (`Les nouveaux membres sont approuvés et chacun reçoit un e-mail d’invitation pour choisir un mot de passe : ${i?.shownCount} e-mails partent maintenant.`)
	
};

const it_import_confirm_text = /** @type {(inputs: Import_Confirm_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Il nuovo membro viene approvato e riceve un’e-mail d’invito per scegliere una password: 1 e-mail parte ora.`);
	return /** @type {LocalizedString} */ (`I nuovi membri vengono approvati e ognuno riceve un’e-mail d’invito per scegliere una password: ${i?.shownCount} e-mail partono ora.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The new member is approved, and each gets an invite e-mail to choose a password: 1 e-mail goes out now." |
* | * | "The new members are approved, and each gets an invite e-mail to choose a password: {shownCount} e-mails go out now." |
*
* @param {Import_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_confirm_text = /** @type {((inputs: Import_Confirm_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Confirm_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_confirm_text(inputs)
	if (locale === "fr") return fr_import_confirm_text(inputs)
	if (locale === "it") return it_import_confirm_text(inputs)
	return en_import_confirm_text(inputs)
});