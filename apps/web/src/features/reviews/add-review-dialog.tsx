import { m } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { useLocale } from "~/lib/locale";
import { type Place, placeSuggestions, useReviewedHospitals } from "./reviewed-hospitals";
import ReviewForm from "./review-form";

export type AddReviewProps = { knownPlaces: readonly Place[]; onSubmitted: () => void };

/**
 * Add Review and its dialog, loaded when the board's Add Review is first pressed (review-board.tsx), and so open from
 * the start; the form suggests the places reviews name, then `knownPlaces`.
 */
export default function AddReviewDialog({ knownPlaces, onSubmitted }: AddReviewProps) {
  const [open, setOpen] = useState(true);
  const { hospitals, refresh } = useReviewedHospitals();
  const locale = useLocale();
  const addReview = m.reviews_pub_add_review({}, { locale });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{addReview}</Button>
      </DialogTrigger>
      <DialogContent title={addReview} description={m.reviews_pub_add_review_description({}, { locale })} className="max-w-2xl!">
        <ReviewForm
          suggestions={placeSuggestions([...hospitals, ...knownPlaces])}
          onSubmitted={() => {
            setOpen(false);
            refresh();
            onSubmitted();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
