"""The ruling's details form: event, session, round, board, table, the NS and
EW contestants, their names and the Director (issue 8 section 1).

Reached with F4 (or Ctrl+E) at any point of a ruling - at its start, or at its
end to complete the ruling just recorded. Every field may be left empty
(skipped). Event, session and Director are remembered for the next ruling
(:data:`helper.rulings.REMEMBERED_FIELDS`). The form takes its keys inline,
in the app's own key order (see ``HelperApp.on_event``):

- typing adds to the field, Backspace takes back a character, Ctrl+U empties it;
- Enter: the next field; on the last field, save and close;
- ↑ ↓ (or Tab / Shift+Tab): move between fields;
- F4 or Ctrl+E: save and close at once;
- Escape: close without saving.

What is typed and not yet saved is kept with the ruling in progress at each key
(:meth:`helper.rulings.RulingStore.save_form`), as the answers are: after a
dropped connection the resumed helper says so and the form, opened again, shows
it back (issue 8, a fresh tester: it was lost without a word).
"""

from __future__ import annotations

from typing import Any, Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from helper.i18n import N_, get_translator
from helper.tui.wrap import Wrapped

# helper.rulings (the record: sqlite3, json, ...) is imported where it is used:
# the answer line's hint (recorded_placeholder) imports this module at start-up.


LABELS = {
    "event": N_("Event"),
    "session": N_("Session"),
    "round": N_("Round"),
    "board": N_("Board"),
    "table": N_("Table"),
    "ns": N_("NS pair/team no."),
    "ew": N_("EW pair/team no."),
    "ns_names": N_("NS names"),
    "ew_names": N_("EW names"),
    "director": N_("Director"),
}
"""Each field's label in the form (translated when shown)."""


class DetailsScreen(ModalScreen[None]):
    """The details form. ``details``: the values so far (see
    :func:`helper.rulings.check_details`); ``on_save`` is called with the
    checked details when the Director saves (not on Escape).

    The form keeps its fields as plain text and takes every key itself,
    inline, from ``HelperApp.on_event`` (:meth:`take_key`, :meth:`take_paste`):
    keys that arrive in one burst with the key that opened it (F4, then the
    event's name and Enter in one write) are taken in order, before the form
    is even drawn. Typing adds to the end of the field; Backspace takes the
    last character back, Ctrl+U empties the field."""

    DEFAULT_CSS = """
    DetailsScreen { align: center middle; }
    #details-body { width: 78; max-width: 100%; height: auto; padding: 0 1; border: solid $primary;
                    background: $surface; }
    .plain #details-body { border: ascii $primary; }
    #details-title { text-style: bold; }
    .detail-row { height: 1; }
    #details-error { color: $error; height: auto; }
    """

    LABEL_WIDTH = 22
    """The label column (terminal cells)."""

    def __init__(self, lang: str, details: dict[str, Any], on_save: Callable[[dict[str, Any]], None],
                 note: str = "", typed: dict[str, str] | None = None,
                 on_change: Callable[[dict[str, str] | None], None] | None = None,
                 on_cancel: Callable[[], None] | None = None, started: str = ""):
        from helper.rulings import DETAIL_FIELDS
        super().__init__()
        self.started = started  # "Started 2026-12-01 15:21 (UTC)": when the ruling began, or ""
        self.lang = lang
        self.values = ["" if details.get(name) is None else str(details[name]) for name in DETAIL_FIELDS]
        self.initial = list(self.values)  # as the ruling has them: what differs is pending (on_change)
        for name, value in (typed or {}).items():  # typed before and not saved: shown back
            if name in DETAIL_FIELDS:
                self.values[DETAIL_FIELDS.index(name)] = value
        self.on_change = on_change
        self.on_cancel = on_cancel
        self._pending: dict[str, str] | None = self.pending()
        self.index = 0
        self.error = ""
        self.on_save = on_save
        self.note = note
        self.closed = False
        self._length_error = False
        self.escape_warned = False  # Escape warned that the text typed is not saved: a second one drops it

    def compose(self) -> ComposeResult:
        from helper.rulings import DETAIL_FIELDS
        _ = get_translator(self.lang).gettext
        with Vertical(id="details-body"):
            yield Static(Wrapped(Text(_("Ruling details (each may be left empty)"))), id="details-title")
            if self.note:
                yield Static(Wrapped(Text(self.note)), id="details-note")
            for index, name in enumerate(DETAIL_FIELDS):
                yield Static(self.row(index), id=f"detail-{name}", classes="detail-row")
            yield Static(self._status(), id="details-error")
            yield Static(Wrapped(Text(_("Enter: next field, on the last one save · ↑ ↓: move · F4: save · "
                                        "Esc: close without saving"))), id="details-keys")

    def on_mount(self) -> None:
        self._fit(self.app.size.height)

    def on_resize(self, event) -> None:
        self._fit(event.size.height)

    def _fit(self, height: int) -> None:
        """Keep the form whole on a small screen (issue 8, a fresh tester: at 60x16 a recorded
        ruling's form lost its last lines): below 24 lines the title gives way to the note,
        only the note's last sentence (what was typed and not saved, else that the ruling is
        recorded) is shown, and the keys are named on one short line."""
        from helper.tui.common import SMALL_HEIGHT

        _ = get_translator(self.lang).gettext
        small = height < SMALL_HEIGHT
        self.query_one("#details-title").display = not (small and self.note)
        if self.note:
            note = self.note.split("\n")[-1] if small else self.note
            self.query_one("#details-note", Static).update(Wrapped(Text(note)))
        keys = (_("Enter: next · ↑ ↓: move · F4: save · Esc: close") if small else
                _("Enter: next field, on the last one save · ↑ ↓: move · F4: save · Esc: close without saving"))
        self.query_one("#details-keys", Static).update(Wrapped(Text(keys)))

    def row(self, index: int) -> Text:
        """One field as drawn: its label, padded to :attr:`LABEL_WIDTH` cells, and its value
        (the current field highlighted, with a cursor at its end)."""
        from helper.rulings import DETAIL_FIELDS
        from rich.cells import cell_len

        _ = get_translator(self.lang).gettext
        label = _(LABELS[DETAIL_FIELDS[index]])
        text = Text(label + " " * max(1, self.LABEL_WIDTH - cell_len(label)))
        value = self.values[index]
        from helper.tui.glyphs import typed_echo

        # A name in Chinese this terminal would show as ?? (GNU screen -U with LANG=C): each run of
        # it drawn as a mark, "[2 Chinese characters]", as typed on the answer line; kept as typed
        # (issue 10, fix10i, fix10j).
        value = typed_echo(value, getattr(self.app, "glyphs", None), self.lang)
        # The value scrolls like the answer line: its end (where typing goes) stays in view,
        # the start is cut with an ellipsis; never wrapped out of its one-line row (issue 8).
        room = self.value_width() - (1 if index == self.index else 0)
        if cell_len(value) > room:
            tail = ""
            for char in reversed(value):
                if cell_len(char + tail) > room - 1:
                    break
                tail = char + tail
            value = "…" + tail
        if index == self.index:
            text.append(value + " ", style="reverse")
        else:
            text.append(value)
        text.no_wrap = True
        text.overflow = "crop"
        return text

    def value_width(self) -> int:
        """The cells a field's value has in its row: the form's width less the label column."""
        width = 74  # the form's 78 columns less its border and padding, before it is drawn
        if self.is_mounted:
            try:
                drawn = self.query_one("#details-body").content_size.width
            except Exception:  # noqa: BLE001 - not laid out yet
                drawn = 0
            if drawn > 0:
                width = drawn
        return max(8, width - self.LABEL_WIDTH)

    def _draw(self) -> None:
        from helper.rulings import DETAIL_FIELDS
        if not self.is_mounted:
            return  # composed later, from the same state
        for index, name in enumerate(DETAIL_FIELDS):
            self.query_one(f"#detail-{name}", Static).update(self.row(index))
        self.query_one("#details-error", Static).update(self._status())

    def _status(self) -> Wrapped:
        """The line under the fields: the error, else when the ruling began (issue 8: the start
        time in the details; the same line, so the form is no taller at 60x16)."""
        if self.error:
            return Wrapped(Text(self.error))
        return Wrapped(Text(self.started, style="dim"))

    def take_key(self, event) -> bool:
        """Handle one key (a Textual ``events.Key``). Returns False for a key the form does not use."""
        if self.closed:
            return False
        key = event.key
        before = list(self.values)
        if key == "enter":
            self.action_next()
        elif key in ("down", "tab"):
            self.action_move(1)
        elif key in ("up", "shift+tab"):
            self.action_move(-1)
        elif key in ("f4", "ctrl+e"):
            self.action_save()
        elif key == "escape":
            self.action_cancel()
        elif key == "backspace":
            self.values[self.index] = self.values[self.index][:-1]
            self._clear_length_error()
        elif key == "ctrl+u":
            self.values[self.index] = ""
            self._clear_length_error()
        elif event.is_printable and event.character:
            self._add(event.character)
        else:
            return False
        if not self.closed:
            self._typed_since_warning(before)
            self._changed()
            self._draw()
        return True

    def escape_warning(self) -> str:
        """What Escape says the first time on text typed and not saved (:meth:`action_cancel`)."""
        _ = get_translator(self.lang).gettext
        return _("The details were changed and not saved: F4 saves them, Esc again closes without saving them.")

    def _typed_since_warning(self, before: list[str]) -> None:
        """A key or paste changed the fields (they were ``before``) after Escape's warning: it no longer holds, the
        next Escape warns again (as the review screen's note: rev46 fault 2)."""
        if self.escape_warned and self.values != before:
            self.escape_warned = False
            if self.error == self.escape_warning():
                self.error = ""

    def pending(self) -> dict[str, str] | None:
        """The fields typed differently from the ruling's details and not saved (name -> text), or None."""
        from helper.rulings import DETAIL_FIELDS
        typed = {name: value for name, value, before in zip(DETAIL_FIELDS, self.values, self.initial)
                 if value != before}
        return typed or None

    def _changed(self) -> None:
        """Tell ``on_change`` what is now typed and not saved, when that changed (kept with the ruling)."""
        pending = self.pending()
        if pending != self._pending:
            self._pending = pending
            if self.on_change is not None:
                self.on_change(pending)

    def take_paste(self, text: str) -> None:
        """A paste goes into the current field, its lines joined by a space."""
        if self.closed:
            return
        from helper.tui.common import clean_paste

        before = list(self.values)
        self._add(" ".join(line.strip() for line in clean_paste(text).splitlines() if line.strip()))
        self._typed_since_warning(before)
        self._changed()
        self._draw()

    def _add(self, text: str) -> None:
        """Add typed or pasted ``text`` to the current field, unless the field would be longer
        than :data:`helper.rulings.DETAIL_MAX` characters: then nothing is added and the form
        says so at once (not only on save)."""
        from helper.rulings import DETAIL_FIELDS, DETAIL_MAX, DetailError
        from helper.rulings.messages import detail_error_text

        value = self.values[self.index] + text
        if len(" ".join(value.split())) > DETAIL_MAX:
            self.error = detail_error_text(DetailError(DETAIL_FIELDS[self.index], "length"), self.lang)
            self._length_error = True
            return
        self.values[self.index] = value
        self._clear_length_error()

    def _clear_length_error(self) -> None:
        if self._length_error:
            self.error = ""
            self._length_error = False

    def action_move(self, step: int) -> None:
        from helper.rulings import DETAIL_FIELDS
        self.index = max(0, min(len(DETAIL_FIELDS) - 1, self.index + step))

    def action_next(self) -> None:
        from helper.rulings import DETAIL_FIELDS
        if self.index == len(DETAIL_FIELDS) - 1:
            self.action_save()
        else:
            self.action_move(1)

    def field_values(self) -> dict[str, str]:
        """The fields as typed (field name -> text)."""
        from helper.rulings import DETAIL_FIELDS
        return dict(zip(DETAIL_FIELDS, self.values))

    def action_save(self) -> None:
        """Check the fields; a wrong one is named and made current, nothing is saved."""
        from helper.rulings import DETAIL_FIELDS, DetailError, check_details
        from helper.rulings.messages import detail_error_text

        try:
            checked = check_details(self.field_values())
        except DetailError as exc:
            self.error = detail_error_text(exc, self.lang)
            if exc.field in DETAIL_FIELDS:
                self.index = DETAIL_FIELDS.index(exc.field)
            return
        self.closed = True
        self.app.pop_screen()
        self.on_save(checked)

    def action_cancel(self) -> None:
        """Escape: close without saving; what was typed is dropped (``on_cancel``). Text typed and not saved is not
        dropped by one Escape (rev46 fault 3: F4, 春季赛, Esc threw it away unasked, where the review's editor
        asks): the first warns on the form's status line, a second with nothing typed since drops it; nothing
        typed (or typed back as it was), the form closes at once."""
        if self.pending() is not None and not self.escape_warned:
            self.escape_warned = True
            self.error = self.escape_warning()
            self._length_error = False  # (replaced by the warning)
            return
        self.closed = True
        self.app.pop_screen()
        if self.on_cancel is not None:
            self.on_cancel()


# ---------------------------------------------------------------- the app's hooks

def details_loaded(app, draft) -> None:
    """The ruling in progress was claimed (``draft``: a :class:`helper.rulings.Draft` or None):
    take its details, else those remembered from the Director's last ruling.

    When no ruling is under way and the remembered details name a Director,
    the helper works on that Director's own ruling in progress
    (:meth:`helper.rulings.RulingStore.switch_director`)."""
    from helper.rulings import StoreError

    app.details = dict(draft.details) if draft is not None and draft.answers else app.store.load_details()
    if not app.details.get("director") and getattr(app.store, "director", None):
        app.details["director"] = app.store.director  # the Director named by $HELPER_DIRECTOR: recorded too
    if (draft is None or not draft.answers) and not app.dialogue.answers:
        try:
            _follow_director(app)
        except StoreError as exc:
            app._record_error(exc)


def details_known(app) -> None:
    """A helper that does not hold its Director's ruling in progress (the take-over question
    answered n, the hold lost, ^N after either): the event, session and Director it knows -
    those of this Director's ruling in progress in the record, and the Director named by
    ``$HELPER_DIRECTOR`` - fill those missing from ``app.details``, so that a ruling it records
    carries them as any other (issue 8, fresh tester 8g: a ruling made after n was recorded
    without the Director). What the details already give is kept; a record that cannot be read
    gives only the Director named."""
    from helper.rulings import REMEMBERED_FIELDS, StoreError

    if app.store is None:
        return
    try:
        remembered = app.store.load_details()
    except StoreError:
        remembered = {}
    known = {k: v for k, v in remembered.items() if k in REMEMBERED_FIELDS and v not in (None, "")}
    if getattr(app.store, "director", None):
        known["director"] = app.store.director
    app.details = {**known, **{k: v for k, v in app.details.items() if v not in (None, "")}}


def _follow_director(app) -> bool:
    """Work on the ruling in progress of the Director named in the details
    (only between rulings: no answer given yet). Returns True when it switched."""
    # switch_director -> app._claimed -> details_loaded -> here again: the key then matches, no loop.
    from helper.rulings import director_key

    name = app.details.get("director")
    # Without a name the helper stays on the ruling in progress it has (the login session's, or the last
    # Director's): an emptied Director field does not move it.
    if not name or app.store is None or app.dialogue.answers or director_key(name)[0] == app.store.key:
        return False
    details = dict(app.details)
    if getattr(app.store, "director", None) is None:
        # Started without $HELPER_DIRECTOR: the login session remembers the Director it works for
        # (and the event and session), found again when the helper starts again in that login.
        app.store.remember_for_login(details)
    claim = app.store.switch_director(name)
    if claim is None:
        return False
    if not claim.owned:
        app._not_owned()
        app._ask_take_over(claim.previous)
        return True
    app._claimed(claim)
    if not app.dialogue.answers:  # nothing of that Director's under way: the details just given stand
        app.details = {**app.store.load_details(), **details}
        if app.owns_draft:
            app.store.save_details(app.details)
    return True


def recorded_placeholder(app) -> str | None:
    """The answer line's hint once the ruling on screen is recorded: its
    number in the log and the keys (the details form among them), in one
    short line that fits 80 columns in every language; None when the ruling
    on screen is not recorded (no record, or not finished)."""
    if app.store is None or app._recorded_id is None or not app.dialogue.finished:
        return None
    _ = get_translator(app.lang).gettext
    corrects, link = recorded_link(app, app._recorded_id)
    if corrects is None:
        return _("Ruling {id} recorded: ^P back, ^N new, F4 details").format(id=app._recorded_id)
    # A record that corrects or completes another says which (issue 8, fresh tester 8d: a
    # correction said only "Ruling 2 recorded"); the keys only when they fit the answer line.
    said = (_("Ruling {id} recorded (completes ruling {old})") if link == "penalty" else
            _("Ruling {id} recorded (corrects ruling {old})")).format(id=app._recorded_id, old=corrects)
    whole = _("{recorded}: ^P back, ^N new, F4 details").format(recorded=said)
    from rich.cells import cell_len

    return whole if cell_len(whole) <= app._answer_width() else said


def recorded_link(app, record_id: int) -> tuple[int | None, str | None]:
    """The ruling that record ``record_id`` corrects or completes and why (its ``corrects`` and
    ``link``, :data:`helper.rulings.LINKS`), ``(None, None)`` when none or unreadable. Read once
    per record (they never change once recorded): the hint is drawn at every refresh."""
    from helper.rulings import StoreError

    links = getattr(app, "_recorded_links", None)
    if links is None:
        links = app._recorded_links = {}
    if record_id not in links:
        try:
            record = app.store.record(record_id)
        except StoreError:
            return None, None  # not kept: read again at the next refresh
        links[record_id] = (record.corrects, record.link) if record is not None else (None, None)
    return links[record_id]


def new_ruling(app) -> None:
    """Ctrl+N, y: a new ruling keeps the event, session and Director only, and
    is no correction of the one before."""
    from helper.rulings import REMEMBERED_FIELDS, StoreError

    app._recorded_id = None
    app.details = {k: v for k, v in app.details.items() if k in REMEMBERED_FIELDS}
    keep_form(app, None)  # what was typed in the form was for the ruling before
    try:
        _follow_director(app)
    except StoreError as exc:
        app._record_error(exc)


def keep_form(app, typed: dict[str, str] | None) -> None:
    """Keep ``typed`` (the form's unsaved fields, or None: nothing pending) with the ruling
    in progress (:meth:`helper.rulings.RulingStore.save_form`), when this helper holds it."""
    from helper.rulings import StoreError

    if not typed:
        forget_form_notice(app)
        forget_said(app, "held")  # "What was typed is kept": nothing is kept any more
    if app.store is not None and not app.owns_draft:
        # Held by another helper (taken over): kept in this helper only, shown again by F4
        # (issue 8, 8c: a form saved here was dropped silently).
        app._held_form = typed or None
        return
    if app.store is None:
        return
    try:
        app.store.save_form(typed)
    except StoreError as exc:
        app._record_error(exc)


def forget_form_notice(app) -> None:
    """Nothing typed in the form is pending any more (saved with F4, dropped with Escape, or
    typed back as it was): the sentence saying the form had unsaved text is no longer true
    and leaves the status line (issue 8, a fresh tester: it stayed after F4 saved it)."""
    sentence = form_notice_text(app.lang)
    if app.notice and sentence in app.notice:
        app.notice = app.notice.replace(" " + sentence, "").replace(sentence, "").strip() or None
        app._render_status()


def say(app, kind: str, text: str) -> None:
    """Put ``text``, a sentence about the form's outcome of kind ``kind`` (``held``: the
    details typed in a helper whose ruling another holds are kept here; ``refused``: a
    Director's name not given to the ruling), on the status line, remembered so that it
    leaves the line once it is no longer true (:func:`forget_said`)."""
    app.notice = text
    app._form_said = (kind, text)


def forget_said(app, *kinds: str) -> None:
    """The sentence :func:`say` put on the status line, when of one of ``kinds`` (all when
    none given), is no longer true: it leaves the line (issue 8, fresh tester 8d: "What was
    typed is kept" stayed after Escape dropped the text; a refused rename stayed after the
    next one was saved, reading as if that one failed)."""
    said = getattr(app, "_form_said", None)
    if said is None or (kinds and said[0] not in kinds):
        return
    app._form_said = None
    if app.notice and said[1] in app.notice:
        app.notice = app.notice.replace(said[1], "").strip() or None
        app._render_status()


def form_notice_text(lang: str) -> str:
    """The sentence said on resuming when the form has unsaved text kept, in ``lang``."""
    _ = get_translator(lang).gettext
    return _("The details form had unsaved text when the helper ended: F4 shows it again (F4 there saves it, "
             "Esc drops it).")


def pending_form(app) -> dict[str, str] | None:
    """What was typed in the details form of the ruling in progress and not saved, kept by an
    earlier helper (a dropped connection), or None."""
    from helper.rulings import StoreError

    if app.store is None:
        return None
    if not app.owns_draft:
        return getattr(app, "_held_form", None)  # typed here while another helper holds the ruling
    try:
        return app.store.load_form()
    except StoreError:
        return None


def pending_form_notice(app) -> str:
    """The sentence said on resuming when the form has unsaved text kept (else "")."""
    if not pending_form(app):
        return ""
    return form_notice_text(app.lang)


def open_details(app) -> None:
    """F4: the details form, filled with the ruling's details so far. For a ruling already
    recorded they are read afresh from the record (amendments made meanwhile from another
    shell, ``helper rulings details ID ...``, included: issue 8, a fresh tester)."""
    from helper.rulings import StoreError

    _ = get_translator(app.lang).gettext
    note = ""
    begun = None
    if app.dialogue.finished and app._recorded_id is not None and app.store is not None:
        try:
            record = app.store.record(app._recorded_id)
        except StoreError as exc:
            record = None
            app._record_error(exc)
        if record is not None:
            app.details = dict(record.details)
            begun = record.begun
    if begun is None and app.store is not None and app.owns_draft and app.dialogue.answers:
        try:
            begun = app.store.begun()  # the ruling in progress: its first answer (kept through take-overs)
        except StoreError:
            begun = None
    from helper.rulings.messages import stamp

    held_elsewhere = held_by_other(app)
    if begun is None and held_elsewhere:
        # Taken over (issue 8, 8c: the line was blank): when the ruling taken from here began.
        begun = app.store.begun_saved
    started = _("Started {date} (UTC)").format(date=stamp(begun)) if begun else ""
    if held_elsewhere and begun:
        started = _("Started {date} (UTC); the ruling is now held by another helper (process {pid}).").format(
            date=stamp(begun), pid=app._lost_to)
    elif held_elsewhere:
        started = _("The ruling is now held by another helper (process {pid}): when it began is kept there.").format(
            pid=app._lost_to)
    if app.dialogue.finished and app._recorded_id is not None:
        # Also when another helper took over this Director's ruling in progress since: the
        # record is shared, and the details go to it (issue 8, fresh tester 8d: said before).
        note = _("Ruling {id} is recorded: these details complete its record.").format(id=app._recorded_id)
    elif held_elsewhere:
        # Said before the save, not only after (issue 8, fresh tester 8d): where the details go.
        note = _("Saving here does not record these details: the other helper holds this ruling. They are kept "
                 "in this helper, and ^O takes the ruling back with them.")
    typed = pending_form(app)
    if typed:
        again = _("What was typed here before and not saved is shown again: F4 saves it, Esc drops it.")
        note = f"{note}\n{again}" if note else again
    from helper.rulings import DetailError, check_details

    try:  # what the form shows as it opens: the base of the three-way merge on save
        base = check_details(app.details)
    except DetailError:
        base = dict(app.details)
    app.push_screen(DetailsScreen(app.lang, app.details, lambda checked: details_saved(app, checked, base), note,
                                  typed=typed, on_change=lambda pending: keep_form(app, pending),
                                  on_cancel=lambda: keep_form(app, None), started=started))


def held_by_other(app) -> bool:
    """Whether this helper's ruling in progress (not recorded) was taken over by another
    helper, which now holds it and records it (``app._lost_to``; Ctrl+O takes it back)."""
    return (app.store is not None and not app.owns_draft and app._lost_to is not None
            and not (app.dialogue.finished and app._recorded_id is not None))


def details_saved(app, checked: dict[str, Any], base: dict[str, Any]) -> None:
    """The form was saved: keep the details with the ruling in progress, or
    with the ruling just recorded (its details only; the ruling itself is not
    changed). A Director's name given before the first answer makes the
    helper work on that Director's own ruling in progress.

    ``base``: the details the form showed when it opened. For a recorded ruling
    only the fields changed in the form are saved (a three-way merge,
    :meth:`helper.rulings.RulingStore.merge_details`): a detail amended from
    elsewhere while the form was open and left alone here keeps its new value; one
    changed both here and there to different values is asked about
    (:class:`DetailsConflictScreen`), never silently reverted (issue 8)."""
    from helper.rulings import DETAIL_FIELDS, StoreError

    forget_said(app)  # what the form's last save said is replaced by what this one does
    if held_by_other(app):
        # Not saved, and said so (issue 8, 8c): the other helper holds the ruling and records
        # it. What was typed is kept here, as unsaved form text is, and F4 shows it again.
        typed = {name: "" if checked.get(name) is None else str(checked[name]) for name in DETAIL_FIELDS}
        app._held_form = {name: value for name, value in typed.items()
                          if value != ("" if app.details.get(name) is None else str(app.details[name]))} or None
        _ = get_translator(app.lang).gettext
        say(app, "held", _("The details are not saved: this ruling is now held by another helper (process {pid}). "
                           "What was typed is kept: F4 shows it again; ^O takes the ruling back.").format(
            pid=app._lost_to))
        app.refresh_all()
        return
    app.details = checked
    keep_form(app, None)  # saved: nothing typed is pending any more
    if app.store is not None:
        try:
            if app.dialogue.finished and app._recorded_id is not None:
                _merge_recorded(app, app._recorded_id, checked, base)
            elif not _follow_director(app) and app.owns_draft:
                app.store.save_details(checked)
            if app.in_progress:
                _rekey_to_director(app, base.get("director"))
        except StoreError as exc:
            app._record_error(exc)
    app.refresh_all()


def _rekey_to_director(app, previous: str | None = None) -> None:
    """A Director who names himself in the middle of a ruling: the ruling in progress is
    moved to his name (:meth:`helper.rulings.RulingStore.rekey_draft`), so that
    ``HELPER_DIRECTOR=name`` resumes it from any terminal; refused, with a notice, when that
    name has a ruling in progress of its own (issue 8). Refused, the ruling's Director stays
    ``previous`` (the form's Director when it opened; None: none): it is neither recorded nor
    listed under that name, nor remembered for the next ruling (issue 8, 8c).

    Raises:
        StoreError: the record cannot be written.
    """
    from helper.rulings import Owner

    name = app.details.get("director")
    if not name or app.store is None or not app.owns_draft:
        return
    refused = app.store.rekey_draft(name)
    if refused is None:
        return
    _ = get_translator(app.lang).gettext
    details = dict(app.details)
    if previous:
        details["director"] = previous
    else:
        details.pop("director", None)
    app.details = details
    app.store.save_details(details)
    from helper.tui.glyphs import hidden_script, unreadable_value

    script = hidden_script(name, getattr(app, "glyphs", None))
    if script is not None:  # a Chinese name on a GNU screen that would show it as ?? (issue 10, fix10i)
        name = unreadable_value(script, app.lang)
    if isinstance(refused, Owner):
        say(app, "refused", _("{name} already has a ruling in progress, held by another helper (process {pid} on "
                              "{host}): the Director of this ruling is not changed to that name; it stays where it "
                              "was.").format(name=name, pid=refused.pid, host=refused.host))
    else:
        from helper.rulings.messages import clock

        say(app, "refused", _("{name} already has a ruling in progress, started at {time} (UTC): the Director of "
                              "this ruling is not changed to that name; it stays where it was.").format(
            name=name, time=clock(refused)))


def _merge_recorded(app, ruling_id: int, mine: dict[str, Any], base: dict[str, Any]) -> None:
    """Save the form of recorded ruling ``ruling_id`` (``mine``: as saved; ``base``: as it
    opened); ask about the fields changed elsewhere meanwhile to other values.

    Raises:
        StoreError: the record cannot be written.
    """
    _ = get_translator(app.lang).gettext
    try:
        merge = app.store.merge_details(ruling_id, base, mine)
    except KeyError:
        app.notice = _("Ruling {id} is not in the record: the details are not saved.").format(id=ruling_id)
        return
    if merge.conflicts:
        app.details = mine
        app.push_screen(DetailsConflictScreen(app, ruling_id, mine, base, merge.conflicts))
        return
    app.details = dict(merge.details)
    if merge.saved:
        app.notice = _("The details of ruling {id} are recorded.").format(id=ruling_id)
    else:
        app.notice = _("Ruling {id} already has these details: nothing was changed.").format(id=ruling_id)


def _with(details: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    """``details`` with ``values`` put in (None removes the field)."""
    result = dict(details)
    for name, value in values.items():
        if value is None:
            result.pop(name, None)
        else:
            result[name] = value
    return result


class DetailsConflictScreen(ModalScreen[None]):
    """Asked when the details form of a recorded ruling is saved and a field the Director
    changed in it was also changed elsewhere meanwhile (``helper rulings details`` from
    another shell, another helper's form) to another value: each such field with both
    values, then ``m`` keeps the form's values, ``t`` keeps those now recorded (the other
    fields changed in the form are saved either way), Escape saves nothing. Enter answers
    nothing: it repeats the keys. (On a Greek layout μ and τ are the same keys.)"""

    BINDINGS = [
        Binding("m,μ", "choose('mine')", priority=True, show=False),
        Binding("t,τ", "choose('theirs')", priority=True, show=False),
        Binding("escape", "choose(None)", priority=True, show=False),
        Binding("enter", "remind", priority=True, show=False),
    ]

    DEFAULT_CSS = "DetailsConflictScreen { align: center middle; }"

    def __init__(self, app, ruling_id: int, mine: dict[str, Any], base: dict[str, Any],
                 conflicts: dict[str, tuple[Any, Any]]):
        super().__init__()
        self.helper = app
        self.ruling_id = ruling_id
        self.mine = mine
        self.base = base
        self.conflicts = conflicts

    def message(self) -> str:
        """The question: the fields, yours and the record's values, and the keys."""
        _ = get_translator(self.helper.lang).gettext

        def shown(value: Any) -> str:
            from helper.tui.glyphs import hidden_script, unreadable_value

            script = hidden_script(str(value), getattr(self.helper, "glyphs", None))
            return _("(empty)") if value is None else unreadable_value(script, self.helper.lang) if script \
                else str(value)

        lines = [_("While this form was open, these details of ruling {id} were changed elsewhere to other "
                   "values:").format(id=self.ruling_id), ""]
        for name, (ours, theirs) in self.conflicts.items():
            lines.append(_("{field}: yours {mine}, recorded now {theirs}").format(
                field=_(LABELS[name]), mine=shown(ours), theirs=shown(theirs)))
        lines += ["", self.keys_text()]
        return "\n".join(lines)

    def keys_text(self) -> str:
        _ = get_translator(self.helper.lang).gettext
        return _("m: keep yours · t: keep those recorded now · Esc: save nothing")

    def compose(self) -> ComposeResult:
        from textual.containers import Center

        with Center(classes="confirm-band"):  # as ConfirmScreen's (helper.tcss)
            yield Static(Wrapped(Text(self.message())), id="confirm-body")

    def on_mount(self) -> None:
        from helper.tui.common import fit_box
        fit_box(self.query_one("#confirm-body"), self.app.size.width, self.app.size.height)

    def on_resize(self, event) -> None:
        from helper.tui.common import fit_box
        fit_box(self.query_one("#confirm-body"), event.size.width, event.size.height)

    def action_remind(self) -> None:
        _ = get_translator(self.helper.lang).gettext
        self.query_one("#confirm-body", Static).update(Wrapped(Text(
            self.message() + "\n\n" + _("Press m or t (Enter does not choose)."))))

    def action_choose(self, choice: str | None) -> None:
        from helper.rulings import StoreError

        app = self.helper
        _ = get_translator(app.lang).gettext
        app.pop_screen()
        theirs = {name: values[1] for name, values in self.conflicts.items()}
        if choice is None:
            app.notice = _("The details of ruling {id} are not saved.").format(id=self.ruling_id)
        else:
            # Mine: the record's values become the base, so the form's values are changes to save.
            # Theirs: the form takes the record's values, so those fields are no change.
            base, mine = ((_with(self.base, theirs), self.mine) if choice == "mine"
                          else (self.base, _with(self.mine, theirs)))
            try:
                _merge_recorded(app, self.ruling_id, mine, base)
            except StoreError as exc:
                app._record_error(exc)
        app.refresh_all()
