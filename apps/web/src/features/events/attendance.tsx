import { dateFormatter, m } from "@ssem/core";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { useLocale } from "~/lib/locale";
import { registrationRefusalIn } from "~/lib/registration-refusal";
import { useAttendance } from "./admin-api";

/** Attended or absent, pressed again to clear: at the door by a tap, after the event for each person. */
export function Attendance({
  eventId,
  registration,
  name,
  size = "sm",
}: {
  eventId: string;
  registration: { id: string; attended: boolean | null; checkedInAt: string | null };
  name: string;
  /** Large at the door, where a thumb taps in a queue; small in the board's list. */
  size?: "sm" | "md";
}) {
  const locale = useLocale();
  const options = { locale };
  const attendance = useAttendance(eventId);
  const mark = (attended: boolean) =>
    attendance.mutate(
      { registrationId: registration.id, attended: registration.attended === attended ? null : attended },
      { onError: (error) => notify.error(m.events_admin_reg_step_failed({}, options), registrationRefusalIn(error, locale)) },
    );
  const toggle = (label: string, attended: boolean) => (
    <Button
      variant={registration.attended === attended ? "primary" : "outline"}
      size={size}
      aria-pressed={registration.attended === attended}
      disabled={attendance.isPending}
      onClick={() => mark(attended)}
    >
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label={m.events_admin_reg_attendance({ name }, options)} className="flex flex-wrap items-center gap-2">
      {toggle(m.dash_events_attended({}, options), true)}
      {toggle(m.dash_events_absent({}, options), false)}
      {registration.checkedInAt && (
        <span className="text-sm text-ink-muted">{m.check_in_done({ time: dateFormatter("dateTime", locale)(registration.checkedInAt) }, options)}</span>
      )}
    </div>
  );
}

/** Whether a few letters the board typed are in a person's name or address. */
export const matchesSearch = (query: string, ...texts: (string | null)[]) =>
  texts.some((text) => text?.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()));
