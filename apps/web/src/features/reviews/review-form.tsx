import {
  DEFAULT_RATING,
  MAX_RATING,
  MIN_RATING,
  parseWithin,
  reviewLimits,
  reviewMessages,
  reviewSubmissionSchema,
  rotationTypeLabels,
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
import { cn } from "~/lib/utils";
import { useSchemaForm } from "~/lib/use-schema-form";
import { submitReview } from "./api";

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
  return (
    <p aria-live="polite" className={cn("mt-1 text-right text-sm", over ? "font-semibold text-destructive" : "text-ink-muted")} data-over-limit={over || undefined} data-counter-for={field}>
      {length} / {limit} characters{over && <span className="sr-only"> (too long)</span>}
    </p>
  );
}

export default function ReviewForm({ suggestions, onSubmitted }: { suggestions: PlaceSuggestions; onSubmitted: () => void }) {
  const [sending, setSending] = useState(false);
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
      notify.success(reviewMessages.submitted);
      onSubmitted();
    } catch (error) {
      notify.error("Error", error instanceof Error && error.message ? error.message : reviewMessages.submitFailed);
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
        Reviews are anonymous: do not name yourself or others. Fields marked with <span className="text-accent">*</span> are required.
      </p>
      {(["countries", "cities", "hospitals"] as const).map((kind, index) => (
        <datalist key={kind} id={`review-${(["country", "city", "hospital"] as const)[index]}-suggestions`}>
          {suggestions[kind].map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        {place("country", "Country")}
        {place("city", "City")}
        {place("hospital", "Hospital")}
        <FormField label="Department" error={errors.department?.message}>
          <Input maxLength={reviewLimits.place} {...register("department")} />
        </FormField>
        <SelectField
          label="Rotation type"
          required
          error={errors.rotationType?.message}
          placeholder="Choose a rotation type"
          options={rotationTypes}
          labels={rotationTypeLabels}
          {...register("rotationType")}
        />
        <FormField label="Time of rotation" required error={errors.timeOfRotation?.message} hint="For example: March–April 2026">
          <Input maxLength={reviewLimits.timeOfRotation} {...register("timeOfRotation")} />
        </FormField>
        <FormField label="Rating" required error={errors.rating?.message}>
          <Select {...register("rating")}>
            {Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MAX_RATING - index).map((rating) => (
              <option key={rating} value={rating}>
                {rating} out of {MAX_RATING}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {text("experienceDescription", "General experience")}
      {text("teaching", "Teaching")}
      {text("leisureTime", "Leisure time and accommodation")}
      {text("applicationInfo", "Where to apply")}
      {/* The honeypot: hidden from people and from the keyboard; a bot that fills it in is refused. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...register("website")} />
        </label>
      </div>
      <ButtonRow className="justify-end border-t border-border pt-5">
        <Button type="submit" disabled={sending}>
          {sending ? "Submitting..." : "Submit Review"}
        </Button>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
      </ButtonRow>
    </form>
  );
}
