/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ columns: NonNullable<unknown> }} Import_DescriptionInputs */

const en_import_description = /** @type {(inputs: Import_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import members from a CSV file with a header line and these columns: ${i?.columns}. Columns are found by their header, in any order; the member export can be imported as it is. Commas or semicolons both work. You see what will happen before anything is imported: each new member is approved and gets an e-mail with a link to choose a password; addresses that already have an account are skipped.`)
};

const de_import_description = /** @type {(inputs: Import_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importieren Sie Mitglieder aus einer CSV-Datei mit einer Kopfzeile und diesen Spalten: ${i?.columns}. Die Spalten werden an ihrer Überschrift erkannt, in beliebiger Reihenfolge; der Mitgliederexport lässt sich unverändert importieren. Kommas und Semikolons funktionieren beide. Sie sehen, was geschehen wird, bevor etwas importiert wird: Jedes neue Mitglied wird bestätigt und erhält eine E-Mail mit einem Link, um ein Passwort zu wählen; Adressen, die bereits ein Konto haben, werden übersprungen.`)
};

const fr_import_description = /** @type {(inputs: Import_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importez des membres depuis un fichier CSV avec une ligne d’en-tête et ces colonnes : ${i?.columns}. Les colonnes sont reconnues à leur en-tête, dans n’importe quel ordre ; l’export des membres peut être importé tel quel. Les virgules comme les points-virgules conviennent. Vous voyez ce qui va se passer avant que quoi que ce soit ne soit importé : chaque nouveau membre est approuvé et reçoit un e-mail avec un lien pour choisir un mot de passe ; les adresses qui ont déjà un compte sont ignorées.`)
};

const it_import_description = /** @type {(inputs: Import_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importi membri da un file CSV con una riga d’intestazione e queste colonne: ${i?.columns}. Le colonne vengono riconosciute dalla loro intestazione, in qualsiasi ordine; l’esportazione dei membri può essere importata così com’è. Funzionano sia le virgole sia i punti e virgola. Vede cosa succederà prima che venga importato qualcosa: ogni nuovo membro viene approvato e riceve un’e-mail con un link per scegliere una password; gli indirizzi che hanno già un account vengono saltati.`)
};

/**
* | output |
* | --- |
* | "Import members from a CSV file with a header line and these columns: {columns}. Columns are found by their header, in any order; the member export can be imp..." |
*
* @param {Import_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_description = /** @type {((inputs: Import_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_description(inputs)
	if (locale === "fr") return fr_import_description(inputs)
	if (locale === "it") return it_import_description(inputs)
	return en_import_description(inputs)
});