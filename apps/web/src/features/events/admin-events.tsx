import { type AssociationEvent, formatEventDate, formatNumber, m } from "@ssem/core";
import { Ban, Pencil, Plus, Trash2, Users } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, Dialog, DialogContent } from "~/components/ui/dialog";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { LocalizedLink } from "~/components/ui/localized-link";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { withElements } from "~/lib/message-elements";
import { useAdminEvents, useCancelEvent, useDeleteEvent, useRegistrationSettings } from "./admin-api";
import { EventForm } from "./event-form";
import { EventRegistration } from "./event-registration";
import { EventItem } from "./markup/event-item";

/** The form dialog is open for a new event, for one event to edit, or not at all. */
type Editing = { event: AssociationEvent | null } | null;

/** The admin dashboard's Events tab: the events /events shows, with New, Edit, Registration and Delete. */
export function AdminEvents() {
  const locale = useLocale();
  const options = { locale };
  const events = useAdminEvents();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<AssociationEvent | null>(null);
  const [toCancel, setToCancel] = useState<AssociationEvent | null>(null);
  const [registrationOf, setRegistrationOf] = useState<AssociationEvent | null>(null);
  const newEventButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = <T,>(set: (value: T) => void, value: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    set(value);
  };
  /**
   * Radix gives focus back to a DialogTrigger; these dialogs open from buttons in a list, so focus
   * goes back to the button that opened one, or to New event when that button went with its event.
   */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : newEventButton.current)?.focus();
  };

  // Only an upcoming event that still takes place can be cancelled; a past one is over either way.
  const rows = (list: AssociationEvent[], upcoming: boolean) => (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
      {list.map((event) => (
        <li key={event.id} className="px-4 py-5 sm:px-6">
          <EventItem
            event={event}
            locale={locale}
            heading="h4"
            actions={
              <>
                <Button variant="outline" size="sm" onClick={() => open(setEditing, { event })}>
                  <Pencil aria-hidden="true" className="size-4" />
                  {m.events_admin_edit({}, options)}
                  <span className="sr-only"> {event.title}</span>
                </Button>
                <Button variant="outline" size="sm" onClick={() => open(setRegistrationOf, event)}>
                  <Users aria-hidden="true" className="size-4" />
                  {m.events_admin_reg_open({}, options)}
                  <span className="sr-only"> {event.title}</span>
                </Button>
                {upcoming && !event.cancelled && (
                  <Button variant="outline" size="sm" onClick={() => open(setToCancel, event)}>
                    <Ban aria-hidden="true" className="size-4" />
                    {m.events_admin_cancel({}, options)}
                    <span className="sr-only"> {event.title}</span>
                  </Button>
                )}
                <Button variant="outline" size="sm" onClick={() => open(setToDelete, event)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {m.events_admin_delete({}, options)}
                  <span className="sr-only"> {event.title}</span>
                </Button>
              </>
            }
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-prose text-ink-muted">
          {withElements((slots) => m.events_admin_intro(slots, options), {
            link: (
              <LocalizedLink to="/events" className="link">
                {m.events_admin_events_page({}, options)}
              </LocalizedLink>
            ),
          })}
        </p>
        <Button ref={newEventButton} className="shrink-0" onClick={() => open(setEditing, { event: null })}>
          <Plus aria-hidden="true" className="size-5" />
          {m.events_admin_new({}, options)}
        </Button>
      </div>

      {events.isPending && (
        <p role="status" className="text-ink-muted">
          {m.events_admin_loading({}, options)}
        </p>
      )}
      {events.isError && (
        <LoadFailed
          title={m.events_admin_load_failed({}, options)}
          detail={errorMessageIn(events.error, locale)}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.data && (
        <>
          <section aria-labelledby="admin-upcoming-events">
            <h3 id="admin-upcoming-events" className="mb-4 text-xl font-bold text-ink">
              {m.events_admin_upcoming({}, options)}
            </h3>
            {events.data.upcoming.length > 0 ? rows(events.data.upcoming, true) : <p className="text-ink-muted">{m.events_admin_no_upcoming({}, options)}</p>}
          </section>
          {events.data.past.length > 0 && (
            <section aria-labelledby="admin-past-events">
              <h3 id="admin-past-events" className="mb-4 text-xl font-bold text-ink">
                {m.events_admin_past({}, options)}
              </h3>
              {rows(events.data.past, false)}
            </section>
          )}
        </>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={(editing.event ? m.events_admin_edit_title : m.events_admin_new)({}, options)} className="max-w-2xl!" onCloseAutoFocus={returnFocus}>
            <EventForm key={editing.event?.id ?? "new"} event={editing.event} onSaved={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={registrationOf !== null} onOpenChange={(open) => !open && setRegistrationOf(null)}>
        {registrationOf && (
          <DialogContent title={m.events_admin_reg_title({ title: registrationOf.title }, options)} className="max-w-2xl!" onCloseAutoFocus={returnFocus}>
            <EventRegistration eventId={registrationOf.id} />
          </DialogContent>
        )}
      </Dialog>
      <DeleteDialog event={toDelete} onClose={() => setToDelete(null)} onCloseAutoFocus={returnFocus} />
      <CancelDialog event={toCancel} onClose={() => setToCancel(null)} onCloseAutoFocus={returnFocus} />
    </div>
  );
}

function DeleteDialog({ event, onClose, onCloseAutoFocus }: { event: AssociationEvent | null; onClose: () => void; onCloseAutoFocus: (event: Event) => void }) {
  const locale = useLocale();
  const options = { locale };
  const remove = useDeleteEvent();

  const confirm = () => {
    if (!event) return;
    remove.mutate(event.id, {
      onSuccess: () => {
        notify.success(m.events_admin_deleted({}, options), event.title);
        onClose();
      },
      onError: (error) => notify.error(m.events_admin_delete_failed({}, options), errorMessageIn(error, locale)),
    });
  };

  return (
    <ConfirmDialog
      open={event !== null}
      onClose={onClose}
      title={m.events_admin_delete_title({}, options)}
      description={
        event &&
        withElements((slots) => m.events_admin_delete_text({ ...slots, date: formatEventDate(event.date) }, options), {
          title: <strong className="break-words">{event.title}</strong>,
        })
      }
      confirmLabel={m.events_admin_delete({}, options)}
      onConfirm={confirm}
      pending={remove.isPending}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

/**
 * Cancelling cannot be undone and mails everyone registered or waiting, so the dialog names the event and how many
 * people will be told (the counts the registration settings read), and "Keep event" is the choice focused first.
 */
function CancelDialog({ event, onClose, onCloseAutoFocus }: { event: AssociationEvent | null; onClose: () => void; onCloseAutoFocus: (event: Event) => void }) {
  const locale = useLocale();
  const options = { locale };
  const cancel = useCancelEvent();

  const confirm = () => {
    if (!event) return;
    cancel.mutate(event.id, {
      onSuccess: () => {
        notify.success(m.events_admin_cancelled({}, options), event.title);
        onClose();
      },
      onError: (error) => notify.error(m.events_admin_cancel_failed({}, options), errorMessageIn(error, locale)),
    });
  };

  return (
    <ConfirmDialog
      open={event !== null}
      onClose={onClose}
      title={m.events_admin_cancel_title({}, options)}
      description={event && <CancelDescription event={event} />}
      confirmLabel={m.events_admin_cancel({}, options)}
      dismissLabel={m.events_admin_keep({}, options)}
      onConfirm={confirm}
      pending={cancel.isPending}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}

function CancelDescription({ event }: { event: AssociationEvent }) {
  const locale = useLocale();
  const options = { locale };
  const counts = useRegistrationSettings(event.id);
  if (!counts.data) return counts.isError ? errorMessageIn(counts.error, locale) : m.events_admin_cancel_counting({}, options);
  return withElements(
    (slots) =>
      m.events_admin_cancel_text(
        { ...slots, date: formatEventDate(event.date), registered: formatNumber(counts.data.seatsHeld, locale), waiting: formatNumber(counts.data.waiting, locale) },
        options,
      ),
    { title: <strong className="break-words">{event.title}</strong> },
  );
}
