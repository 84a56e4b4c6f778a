import { type Locale, languageNames, locales, m } from "@ssem/core";
import { FormField } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useUpdateProfile } from "./api";

/**
 * The member's language (issue 26): their e-mails and invoices are written in it. Saved as soon as
 * it is chosen, like a setting, with a toast; each language is named in itself, marked with its `lang`.
 */
export function LanguageSetting({ value }: { value: Locale }) {
  const locale = useLocale();
  const update = useUpdateProfile();
  const choose = (chosen: Locale) =>
    update.mutate(
      { locale: chosen },
      {
        onSuccess: () => notify.success(m.profile_lang_saved({}, { locale })),
        onError: (error) => notify.error(m.profile_lang_save_failed({}, { locale }), errorMessageIn(error, locale)),
      },
    );
  return (
    <FormField label={m.profile_lang_label({}, { locale })} hint={m.profile_lang_hint({}, { locale })} className="mt-6 max-w-xs">
      <Select value={update.variables?.locale ?? value} onChange={(event) => choose(event.target.value as Locale)}>
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageNames[option]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
