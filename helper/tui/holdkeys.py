"""Screens that keep the keys arriving before they can take them (issue 9): the review screen and its
editor. A module of its own, imported by :mod:`helper.tui.review` and :mod:`helper.tui.edit`."""

from __future__ import annotations

from textual.message import Message


class KeysReady(Message):
    """Posted to the app by a screen that holds keys (:class:`HoldsKeys`) once it can take them: the
    keys the app held while it opened are then given to it, in the order they came (issue 9)."""

    def __init__(self, screen) -> None:
        super().__init__()
        self.screen = screen


def unglue(event) -> list:
    """``event`` as the keys typed: an Escape that arrived glued to the next key (Textual reads Escape
    then ``y`` in one burst as ``alt+y``) as Escape, then the key (Escape then ``5``, ``Enter`` or
    ``Space``: :class:`helper.tui.driver.GluedEscapeParser`; a typed ``∞`` or ``–`` stays itself); a line
    feed (Ctrl+J: keys typed before the terminal was in raw mode) as Enter; any other event as it is.
    No screen holding keys binds an Alt key, so nothing is typed that the reviewer did not type (issue
    9: ``Escape y`` in one burst, the editor's question answered, typed ``^y`` into the text).
    Returns the events, in order."""
    from textual import events

    if not isinstance(event, events.Key):
        return [event]

    def arrived(key):
        key.time = event.time  # when the key arrived, not now
        return key

    if event.key == "ctrl+j":
        return [arrived(events.Key("enter", "\r"))]
    if event.key.startswith("alt+") and event.character and len(event.character) == 1 \
            and event.character.isprintable():
        return [arrived(events.Key("escape", "\x1b")), arrived(events.Key(event.key[len("alt+"):], event.character))]
    return [event]


LEAVE_KEYS = ("escape", "ctrl+x", "f10")
"""Keys a screen still loading takes at once (:meth:`HoldsKeys.hold`): leaving is never held up."""


REFUSAL_PAUSE = 1.0
"""Seconds without a key that end the keys dropped after a refused ``e`` or ``n`` (:meth:`HoldsKeys.refuse_opening`):
a deliberate command typed after such a pause acts."""

def arrival_time(event=None) -> float | None:
    """The refusal guard's clock (:attr:`HoldsKeys.refusal_clock`): when ``event`` (a key or a paste) arrived,
    Textual's own stamp (``event.time``, None when it has none: it then ends the dropping), or now (Textual's monotonic
    clock) without an event. Returns seconds on a monotonic clock (issue 9, fix9hg: the pause a reviewer makes after a
    refused ``e`` or ``n``)."""
    if event is None:
        from textual._time import get_time

        return get_time()
    return getattr(event, "time", None)


REFUSAL_ENDS = ("escape", "up", "down", "pageup", "pagedown")
"""Keys that end the keys dropped after a refused ``e`` or ``n`` at once: Escape (taken: it was meant for the editor
or line that did not open, it does not close the screen) and the arrows (they act)."""

REFUSAL_PASSES = ("ctrl+x", "f10", "ctrl+c", "f1")
"""Keys never dropped after a refusal: quitting and help."""


class HoldsKeys:
    """A screen that keeps the keys and pastes arriving before it can take them (issue 9).

    A screen pushed by a key (Ctrl+R the review, ``e`` the editor) is not composed, focused nor
    loaded when the next keys of the same burst arrive (a paste, a laggy SSH link, tmux
    send-keys): Ctrl+R, g, 12C2(a), Enter, e, text, F2 in one write. The app (``on_event`` of
    :class:`ReviewApp` and of the Director's app) asks :meth:`hold` first; the screen calls
    :meth:`keys_ready` once it can take keys and the app gives them back, in order
    (:meth:`release`), before any later key. Once mounted, :data:`LEAVE_KEYS` are not held (the
    screen is left while it loads) when nothing is held, or pressed a second time: a leaving key
    typed after others in one burst keeps its place (``e``, text, Escape closes the editor, not the
    review); the keys held for a screen left are dropped with it.
    """

    keys_are_ready = False

    refusal_clock = staticmethod(arrival_time)
    """Reads the time for the keys dropped after a refusal (:meth:`refuse_opening`, :meth:`dropped`): called with an
    event, when it arrived; with none, now. The real clock (:func:`arrival_time`) for users; a test gives a screen a
    clock of its own (``tests.test_fix9hg.StepClock``), so that what it tests does not hang on the machine's load."""

    def hold(self, event) -> bool:
        """Keep ``event`` (a :class:`textual.events.Key` or ``Paste``) while the screen is not ready.
        Returns True when kept."""
        if self.keys_are_ready:
            return False
        held = self.__dict__.setdefault("_held_keys", [])
        key = getattr(event, "key", None)
        if self.is_mounted and key in LEAVE_KEYS and (not held or any(getattr(e, "key", None) == key for e in held)):
            held.clear()
            return False
        held.append(event)
        return True

    def hold_first(self, events: list) -> None:
        """Hold ``events`` (keys another screen held for this one: the editor's, typed while F2 saved) before
        any held already, until :meth:`keys_ready`."""
        self.__dict__["_held_keys"] = [*events, *self.__dict__.get("_held_keys", [])]
        self.keys_are_ready = False

    def keys_ready(self) -> None:
        """The screen can take keys now: the app is told (:class:`KeysReady`) and gives back those held."""
        if not self.keys_are_ready:
            self.app.post_message(KeysReady(self))

    def refuse_opening(self, key: str, reason: str = "") -> None:
        """``key`` (``e``, ``n``) would have opened the editor or a text line and was refused (an official text, a
        catalogue that cannot be read) for ``reason`` (the status line's words: kept, said with the keys dropped, so
        that the reviewer still reads why). The keys typed next were meant for that text, not the screen: until a pause
        of :data:`REFUSAL_PAUSE` (or Escape, an arrow: :data:`REFUSAL_ENDS`) they are dropped (:meth:`dropped`),
        never run as commands (issue 9, tester t9ar: ``wrong`` typed after a refused ``e`` ran ``r`` and saved a
        reviewed mark, then ``n`` opened a note with ``g``). The keys held while the screen opened
        (:meth:`hold`) go the same way: this state is read as they are given back, by the time each was typed."""
        self.__dict__["_refused"] = {"key": key, "reason": reason, "last": self.refusal_clock(), "typed": ""}

    def dropped(self, event) -> dict | None:
        """When ``event`` (a key or a paste) follows a refused opening (:meth:`refuse_opening`) within
        :data:`REFUSAL_PAUSE` of the key before it (times read by :attr:`refusal_clock`): it is dropped, and the refusal (``key``: the key refused,
        ``reason``: why, ``typed``: the text dropped so far, ``ended``: Escape ended it) is returned; else None (and any pause,
        Escape or arrow ends the dropping)."""
        refused = self.__dict__.get("_refused")
        if refused is None:
            return None
        key = getattr(event, "key", None)
        if key in REFUSAL_PASSES:
            return None
        when = self.refusal_clock(event)
        if when is None or when - refused["last"] >= REFUSAL_PAUSE or key in REFUSAL_ENDS:
            self.__dict__["_refused"] = None
            if key == "escape" and when is not None and when - refused["last"] < REFUSAL_PAUSE:
                return {**refused, "ended": True}  # meant to close what did not open: taken, the screen stays
            return None
        refused["last"] = max(refused["last"], when)
        text = getattr(event, "text", None) if key is None else (event.character if event.is_printable else None)
        if text:
            refused["typed"] += " ".join(text.split()) if key is None else text
        return {**refused, "ended": False}

    def release(self) -> list:
        """The keys held (in order); from now on none is held."""
        held, self.__dict__["_held_keys"] = self.__dict__.get("_held_keys", []), []
        self.keys_are_ready = True
        return held


async def release_held(app, message: KeysReady, deliver) -> None:
    """``app``'s handler of :class:`KeysReady`: the keys ``message.screen`` held are given, in order,
    to ``deliver`` (the app's own key routing, an awaitable taking one event). A key given back may
    open another screen: the keys after it are then held by that one."""
    screen = message.screen
    if screen is not app.screen:  # closed (or covered) before it was ready: its keys go with it
        screen.release()
        return
    for event in screen.release():
        await deliver(event)


async def type_key(line, event, skip: tuple[str, ...] = ()) -> bool:
    """Apply one key ``event`` to the input ``line`` at once, as the line itself would: a
    printable character replaces the selection or is inserted at the cursor; any other key runs
    the line's own binding for it (Backspace, Delete, Home, End, arrows), unless it is in
    ``skip`` (keys the caller's screen owns, e.g. Escape). Used by the answer line, the review's
    lines and the finder's search line, which take the keys of a burst in arrival order rather
    than through the line's queue (issues 7, 9). Returns whether the key was taken."""
    if event.is_printable and event.character:
        if line.selection.is_empty:
            line.insert_text_at_cursor(event.character)
        else:
            line.replace(event.character, *line.selection)
        return True
    bindings = line._bindings.key_to_bindings.get(event.key)
    if bindings and event.key not in skip:
        await line.run_action(bindings[0].action)
        return True
    return False


BURST_SECONDS = 0.015
"""Keys that arrive within this many seconds of each other came in one burst
(one read from the terminal: a paste without bracketing, ``tmux paste-buffer``
without ``-p``, sends its lines separated by CR exactly like typed Enter). A
person's keystrokes are much further apart. At a list question an Enter
followed in the same burst by more text is a line break (HelperApp.on_event). The review screen's
questions take the asking key again only after such a pause (:class:`ConfirmsByKeyAgain`: ``aa``, F2 F2 in one
write confirm nothing)."""


class ConfirmsByKeyAgain:
    """A screen whose questions are answered by pressing the asking key again (the review screen's ``a``, ``r``, ``u``,
    the editor's F2): that key confirms only when it arrived after the question was drawn on the terminal and after a
    pause from the key that asked (issue 9, tester t9au: ``aa`` sent in one burst approved an entry with open errors,
    F2 F2 saved a text with a new negation error, and neither question was ever on the screen; the Director's screen
    never lets an Enter that came before its question answer it)."""

    def question_asked(self, key_time: float | None) -> None:
        """A question went up on the status line, asked by a key that arrived at ``key_time`` (None: not known):
        it counts as drawn once the screen has been refreshed."""
        self.__dict__["_asked_at"] = key_time
        self.__dict__["_question_drawn"] = None
        self.call_after_refresh(self._question_on_screen)

    def _question_on_screen(self) -> None:
        from textual._time import get_time

        if self.__dict__.get("_question_drawn") is None:
            self.__dict__["_question_drawn"] = get_time()

    def confirm_seen(self, key_time: float | None) -> bool:
        """Whether the confirming key, arrived at ``key_time`` (None: not read from the terminal, counts as seen),
        came after the question was drawn and after a pause from the key that asked."""
        if key_time is None:
            return True
        drawn, asked = self.__dict__.get("_question_drawn"), self.__dict__.get("_asked_at")
        return drawn is not None and key_time > drawn and (asked is None or key_time - asked > BURST_SECONDS)
