import {
  DEFAULT_RATING,
  MAX_RATING,
  MIN_RATING,
  parseWithin,
  reviewLimits,
  m,
  reviewSubmissionSchema,
  rotationTypes,
  z,
} from "@ssem/core";
import { useState } from "react";
import { Button, ButtonRow } from "~/components/ui/button";
import { DialogClose } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select-field";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { useSchemaForm } from "~/lib/use-schema-form";
import { submitReview } from "./api";
import { reviewMessagesIn, reviewTextLabelsIn, rotationTypeLabelsIn } from "./messages";

/** The form's fields as typed (the rating is a select's text), checked with the API's own schema. */
const reviewFormSchema = z
  .object({
    country: z.string(),
    city: z.string(),
    hospital: z.string(),
    department: z.string(),
    rotationType: z.string(),
    timeOfRotation: z.string(),
    rating: z.string(),
    experienceDescription: z.string(),
    teaching: z.string(),
    leisureTime: z.string(),
    applicationInfo: z.string(),
    website: z.string(),
  })
  .transform((values, ctx) => parseWithin(reviewSubmissionSchema, { ...values, rating: Number(values.rating) }, ctx));

const emptyReview: z.input<typeof reviewFormSchema> = {
  country: "",
  city: "",
  hospital: "",
  department: "",
  rotationType: "",
  timeOfRotation: "",
  rating: String(DEFAULT_RATING),
  experienceDescription: "",
  teaching: "",
  leisureTime: "",
  applicationInfo: "",
  website: "",
};

export type PlaceSuggestions = { countries: string[]; cities: string[]; hospitals: string[] };

/** "123 / 3000 characters", in the destructive colour once over the limit (spec §5). */
function Counter({ field, length, limit }: { field: string; length: number; limit: number }) {
  const over = length > limit;
  const locale = useLocale();
  return (
    <p aria-live="polite" className={cn("mt-1 text-right text-sm", over ? "font-semibold text-destructive" : "text-ink-muted")} data-over-limit={over || undefined} data-counter-for={field}>
      {m.reviews_pub_characters({ length: String(length), limit: String(limit) }, { locale })}
      {over && <span className="sr-only"> {m.reviews_pub_too_long({}, { locale })}</span>}
    </p>
  );
}

export default function ReviewForm({ suggestions, onSubmitted }: { suggestions: PlaceSuggestions; onSubmitted: () => void }) {
  const [sending, setSending] = useState(false);
  const locale = useLocale();
  const messages = reviewMessagesIn(locale);
  const textLabels = reviewTextLabelsIn(locale);
  const { register, submit, watch, reset, formState } = useSchemaForm(reviewFormSchema, {
    defaultValues: emptyReview,
    focusOnOpen: "country",
  });
  const errors = formState.errors;
  const values = watch();

  const send = submit(async (review) => {
    setSending(true);
    try {
      await submitReview(review);
      reset(emptyReview);
      notify.success(messages.submitted);
      onSubmitted();
    } catch (error) {
      notify.error(messages.loadFailedTitle, error instanceof ApiRequestError ? errorMessageIn(error, locale) : messages.submitFailed);
    } finally {
      setSending(false);
    }
  });

  const place = (name: "country" | "city" | "hospital", label: string) => (
    <FormField label={label} required error={errors[name]?.message}>
      <Input list={`review-${name}-suggestions`} autoComplete="off" maxLength={reviewLimits.place} {...register(name)} />
    </FormField>
  );
  const text = (name: "experienceDescription" | "teaching" | "leisureTime" | "applicationInfo", label: string) => (
    <div>
      <FormField label={label} required error={errors[name]?.message}>
        <Textarea rows={4} {...register(name)} />
      </FormField>
      <Counter field={name} length={values[name].length} limit={reviewLimits[name]} />
    </div>
  );

  return (
    <form onSubmit={(event) => void send(event)} noValidate className="space-y-5 [&_:is(input,select,textarea)]:scroll-mt-4">
      <p className="text-sm text-ink-muted">
        {m.reviews_pub_anonymous({}, { locale })} {m.membership_required_before({}, { locale })} <span className="text-accent">*</span>{" "}
        {m.membership_required_after({}, { locale })}
      </p>
      {(["countries", "cities", "hospitals"] as const).map((kind, index) => (
        <datalist key={kind} id={`review-${(["country", "city", "hospital"] as const)[index]}-suggestions`}>
          {suggestions[kind].map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        {place("country", m.reviews_pub_country({}, { locale }))}
        {place("city", m.reviews_pub_city({}, { locale }))}
        {place("hospital", m.reviews_pub_hospital({}, { locale }))}
        <FormField label={m.reviews_pub_department({}, { locale })} error={errors.department?.message}>
          <Input maxLength={reviewLimits.place} {...register("department")} />
        </FormField>
        <SelectField
          label={m.reviews_pub_rotation_type({}, { locale })}
          required
          error={errors.rotationType?.message}
          placeholder={m.reviews_pub_choose_rotation_type({}, { locale })}
          options={rotationTypes}
          labels={rotationTypeLabelsIn(locale)}
          {...register("rotationType")}
        />
        <FormField
          label={m.reviews_pub_time_of_rotation({}, { locale })}
          required
          error={errors.timeOfRotation?.message}
          hint={m.reviews_pub_time_of_rotation_hint({}, { locale })}
        >
          <Input maxLength={reviewLimits.timeOfRotation} {...register("timeOfRotation")} />
        </FormField>
        <FormField label={m.reviews_pub_rating({}, { locale })} required error={errors.rating?.message}>
          <Select {...register("rating")}>
            {Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MAX_RATING - index).map((rating) => (
              <option key={rating} value={rating}>
                {m.reviews_pub_out_of({ rating: String(rating), max: String(MAX_RATING) }, { locale })}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {text("experienceDescription", textLabels.experienceDescription)}
      {text("teaching", textLabels.teaching)}
      {text("leisureTime", textLabels.leisureTime)}
      {text("applicationInfo", textLabels.applicationInfo)}
      {/* The honeypot: hidden from people and from the keyboard; a bot that fills it in is refused. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...register("website")} />
        </label>
      </div>
      <ButtonRow className="justify-end border-t border-border pt-5">
        <Button type="submit" disabled={sending}>
          {sending ? m.reviews_pub_submitting({}, { locale }) : m.reviews_pub_submit({}, { locale })}
        </Button>
        <DialogClose asChild>
          <Button variant="outline">{m.reviews_pub_cancel({}, { locale })}</Button>
        </DialogClose>
      </ButtonRow>
    </form>
  );
}
