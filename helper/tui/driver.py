"""A terminal driver that sleeps while no key comes (issue 10: an idle helper
uses no CPU between keys).

Textual's Linux driver reads the keyboard in a thread that wakes ten times a
second (``select`` with a 0.1 s timeout) to notice a lone Escape key and the
end of the session. This one waits without a timeout while nothing is
pending: it wakes for a key, for the end of the session (a byte written to a
pipe it also waits on), and, only while an Escape sequence is incomplete,
every 0.1 s as Textual's does (a lone Escape is then a key of its own).
Everything else is Textual's :class:`~textual.drivers.linux_driver.LinuxDriver`.
"""

from __future__ import annotations

import os
import selectors
import signal
import termios
import time
from codecs import getincrementaldecoder

from textual._loop import loop_last
from textual._parser import ParseError
from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver

from helper.tui.paste import BracketedPasteFilter

class GluedEscapeParser(XTermParser):
    """Textual's terminal parser, except that an Escape glued to the next key (one read: an SSH
    packet, a tmux ``send-keys Escape 5 Enter``, inside tmux's escape delay) is read as the two
    keys, never dropped nor merged (issue 7, fix7e: the review screen stayed open on ``Escape
    Enter`` and ``Escape 5 Enter``). Textual drops the Escape before Enter, Space, Backspace or a
    punctuation key, reads ``Escape 5`` as a Mac Option character (``∞``) and ``Escape y`` as
    ``alt+y``; the helper binds no Alt key. Escape sequences of real keys (arrows, ``Escape
    Tab`` = Shift+Tab, ``Escape b``/``f`` = word moves, ``Escape Escape``) are read as before."""

    def _sequence_to_key_events(self, sequence: str, alt: bool = False):
        from textual import events
        from textual._ansi_sequences import ANSI_SEQUENCES_KEYS

        if alt:  # an Escape, then a key that starts no sequence (Textual's "alt")
            yield events.Key("escape", "\x1b")
            yield from super()._sequence_to_key_events(sequence)
            return
        if len(sequence) == 2 and sequence[0] == "\x1b" and isinstance(ANSI_SEQUENCES_KEYS.get(sequence), str):
            yield events.Key("escape", "\x1b")  # Escape, then a digit, - or = (not its Option character)
            yield from super()._sequence_to_key_events(sequence[1])
            return
        yield from super()._sequence_to_key_events(sequence, alt)


PENDING_TICK = 0.1
"""Seconds between checks while an Escape sequence is incomplete (Textual's own value)."""

JOIN_SECONDS = 1.0
"""At the end of the session, how long (seconds) to wait for the input thread at most."""

BACKGROUND_TICK = 0.25
"""Seconds between checks whether the helper is the terminal's foreground process group
again, only while it runs in the background (``kill -STOP``/``kill -CONT`` from another
shell: bash took the terminal; its ``fg`` sends no SIGCONT to a job already running)."""


def is_foreground(fd: int) -> bool:
    """Whether this process's group is the foreground process group of terminal ``fd``
    (True when that cannot be told: not a terminal, no job control)."""
    try:
        return os.tcgetpgrp(fd) == os.getpgrp()
    except OSError:
        return True


def wait_for_foreground(fd: int) -> bool:
    """Started in the background (``helper &`` in an interactive shell, issue 8, a fresh tester:
    after ``fg`` the helper failed with an internal error): be stopped by the terminal's job
    control until ``fg`` makes this process group the foreground one, as full-screen programs
    are (the shell says "Stopped"; nothing is drawn over it and no key is read). ``bg`` only
    stops it again. Returns True in the foreground (at once when it already is, or when that
    cannot be told); False when it cannot be stopped (an orphaned process group: no shell will
    ever bring it to the foreground)."""
    quick = 0
    try:
        previous = signal.signal(signal.SIGTTOU, signal.SIG_DFL)  # stopped by it, not ignoring it
    except ValueError:  # not the main thread
        previous = None
    try:
        while not is_foreground(fd):
            start = time.monotonic()
            try:
                os.killpg(os.getpgrp(), signal.SIGTTOU)  # the whole job, as the terminal stops it
            except OSError:
                return False
            if is_foreground(fd):
                return True
            # Not stopped (the kernel drops job-control stops for an orphaned process group).
            quick = quick + 1 if time.monotonic() - start < 0.05 else 0
            if quick >= 3:
                return False
            time.sleep(0.05)
        return True
    finally:
        if previous is not None:
            signal.signal(signal.SIGTTOU, previous)


class QuietLinuxDriver(LinuxDriver):
    """:class:`LinuxDriver` whose input thread sleeps until a key or the end of the session.

    Stopped and continued (issue 8, a fresh tester): Textual's SIGCONT handler
    starts application mode again even when it was never left (``kill -STOP``
    then ``kill -CONT``, a hung SSH link that recovers): a second input thread
    on the same wake pipe, whose byte only one of them can read (the other
    then blocked for ever in ``os.read`` and quitting hung in ``join``), and
    the raw modes kept as the terminal's own (the shell was left raw). Here
    application mode is started again only after a SIGTSTP left it; a plain
    SIGCONT redraws the screen. Each start has its own wake pipe, read
    without blocking, and the end of the session waits for the input thread
    at most :data:`JOIN_SECONDS`: quitting, SIGTERM and SIGHUP always end.

    In the background (a fresh tester, second pass: ``kill -STOP`` from another
    shell over SSH in tmux: bash printed "Stopped" and took the terminal, so
    ``kill -CONT`` left the helper running in the background): on SIGCONT the
    helper checks whether its process group is the terminal's foreground group
    (:func:`is_foreground`). While it is not, it does not touch the terminal -
    nothing is written, the keyboard is not read (no SIGTTIN/SIGTTOU stop),
    the modes are not set - and it checks again every :data:`BACKGROUND_TICK`
    seconds, because bash's ``fg`` sends no SIGCONT to a job already running.
    Once it is the foreground again, the raw modes the shell replaced are set
    again and the screen is drawn anew (Ctrl+X quits at once, not echoed). Ending
    in the background (SIGTERM, SIGHUP) leaves the terminal to the shell: its
    modes are not restored over the shell's, so the helper always ends.
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._wake_read: int | None = None
        self._wake_write: int | None = None
        self._left = False  # application mode was left by SIGTSTP: SIGCONT starts it again
        self._loop = None
        self._background = False  # not the terminal's foreground process group: hands off the terminal
        self._raw_attrs = None  # the modes of application mode, set again on coming back to the foreground
        self._watching = False  # a foreground check is scheduled on the loop
        # A terminal that counts some characters otherwise than the helper (GNU screen under a
        # C locale, issue 10): those are written as ASCII of the same width (helper.tui.glyphs).
        from helper.tui.glyphs import filter_for

        self._rewrite = filter_for(getattr(self._app, "glyphs", None))

    def set_glyphs(self, mode: str | None) -> None:
        """Write from now on for a terminal in ``mode`` (:func:`helper.tui.glyphs.filter_for`): the app's
        ``glyphs`` changed while it runs (a tmux client attached with ``-u``, F2: lead over SSH, fix10r)."""
        from helper.tui.glyphs import filter_for

        self._rewrite = filter_for(mode)

    def write(self, data: str) -> None:
        """Textual's, except in the background: nothing is written over the shell's screen
        (the whole screen is drawn again on coming back to the foreground); and on a terminal
        that miscounts some characters (the app's ``glyphs``) those are written as ASCII
        (:func:`helper.tui.glyphs.filter_for`)."""
        if self._background:
            return
        super().write(self._rewrite(data) if self._rewrite is not None else data)

    def _wake(self) -> None:
        if self._wake_write is None:
            return
        try:
            os.write(self._wake_write, b"x")
        except OSError:
            pass

    def _close_wake_pipe(self) -> None:
        for fd in (self._wake_read, self._wake_write):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._wake_read = self._wake_write = None

    def start_application_mode(self) -> None:
        """Textual's, with a new wake pipe for the new input thread; nothing when already started."""
        if self._key_thread is not None and self._key_thread.is_alive():
            return  # application mode is on: a second input thread would share the pipe
        import asyncio

        if not wait_for_foreground(self.fileno):
            # No job control will ever give it the terminal: say so (in the screen's language) and
            # end, exit code 2, before anything is drawn or read.
            import sys

            from helper.i18n import get_translator

            lang = getattr(self._app, "lang", "en")
            sys.stderr.write("helper: " + get_translator(lang).gettext(
                "the screen needs the terminal's foreground: start the helper without & (or bring it back "
                "with fg).") + "\n")
            sys.stderr.flush()
            os._exit(2)
        self._loop = asyncio.get_running_loop()
        self._close_wake_pipe()
        self._wake_read, self._wake_write = os.pipe()
        os.set_blocking(self._wake_read, False)
        self._background = False
        super().start_application_mode()
        try:
            self._raw_attrs = termios.tcgetattr(self.fileno) if self._key_thread is not None else None
        except termios.error:
            self._raw_attrs = None

    def stop_application_mode(self) -> None:
        """Textual's in the foreground. In the background the terminal is the shell's: the
        input thread is ended, but no mode is restored and nothing is written (restoring
        the modes there stopped the helper with SIGTTOU for good: SIGTERM and SIGHUP then
        never ended it)."""
        try:
            previous = signal.signal(signal.SIGTTOU, signal.SIG_IGN)  # belt and braces: never stopped here
        except ValueError:  # not the main thread
            previous = None
        try:
            if is_foreground(self.fileno):
                self._background = False
                super().stop_application_mode()
            else:
                self._background = True
                self.disable_input()
        finally:
            if previous is not None:
                signal.signal(signal.SIGTTOU, previous)

    def _sigtstp_application(self, *_) -> None:
        """SIGTSTP (``kill -TSTP``): Textual's - leave application mode, then stop - remembering it was left."""
        if self._auto_restart:
            self._left = True
        super()._sigtstp_application()

    def _sigcont_application(self, *_) -> None:
        """SIGCONT: whether the helper is in the foreground is checked on the app's loop
        (:meth:`_check_foreground`); in the background it waits, hands off the terminal."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._check_foreground, True)
            except RuntimeError:  # the loop is closing
                pass

    def _check_foreground(self, continued: bool = False) -> None:
        """On the app's loop, after SIGCONT (``continued``) and every :data:`BACKGROUND_TICK`
        seconds while in the background: in the foreground, application mode is started
        again when SIGTSTP left it, else the raw modes are set again and the screen redrawn;
        in the background, the terminal is left alone and the check comes again."""
        if not continued:
            self._watching = False
        if self.exit_event.is_set():
            return
        if not is_foreground(self.fileno):
            if not self._background:
                self._background = True
                self._wake()  # the input thread stops reading the keyboard
            self._watch()
            return
        was_background, self._background = self._background, False
        if self._left and self._auto_restart:
            self._left = False
            self.resume_application_mode()
            return
        if not (continued or was_background):
            return
        if self._raw_attrs is not None:
            try:
                termios.tcsetattr(self.fileno, termios.TCSANOW, self._raw_attrs)
            except termios.error:
                pass
        self.write("\x1b[?25l")  # the shell showed the cursor; its readline ended bracketed paste
        self._enable_bracketed_paste()
        self._disable_line_wrap()
        self.flush()
        self._wake()  # the input thread reads the keyboard again
        app = self._app
        redraw = getattr(app, "action_redraw", None) or (lambda: app.refresh(repaint=True, layout=True))
        try:
            redraw()
        except Exception:  # noqa: BLE001 - the app is closing
            pass

    def _watch(self) -> None:
        """Check again in :data:`BACKGROUND_TICK` seconds (once scheduled at a time)."""
        loop = self._loop
        if self._watching or loop is None or loop.is_closed():
            return
        self._watching = True
        loop.call_later(BACKGROUND_TICK, self._check_foreground)

    def disable_input(self) -> None:
        """Textual's ``disable_input``, with the input thread woken once the session ends, waited
        for at most :data:`JOIN_SECONDS`."""
        try:
            if not self.exit_event.is_set():
                signal.signal(signal.SIGWINCH, signal.SIG_DFL)
                self._disable_mouse_support()
                self.exit_event.set()
                thread = self._key_thread
                if thread is not None:
                    deadline = time.monotonic() + JOIN_SECONDS
                    while thread.is_alive() and time.monotonic() < deadline:
                        self._wake()
                        thread.join(0.1)
                    if not thread.is_alive():
                        self._close_wake_pipe()
                self.exit_event.clear()
                if is_foreground(self.fileno):  # a background tcflush: SIGTTOU
                    try:
                        termios.tcflush(self.fileno, termios.TCIFLUSH)
                    except termios.error:
                        pass
        except Exception:
            pass

    def close(self) -> None:
        super().close()
        if self._key_thread is None or not self._key_thread.is_alive():
            self._close_wake_pipe()

    def run_input_thread(self) -> None:
        """Wait for input and dispatch events; no timeout unless an Escape sequence is pending."""
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        wake = self._wake_read  # this start's pipe (a later start has its own)
        selector.register(wake, selectors.EVENT_READ)
        fileno = self.fileno
        parser = GluedEscapeParser(self._debug)
        paste_filter = BracketedPasteFilter()  # a paste whole to the parser, escapes and all (issue 11)
        feed = parser.feed
        tick = parser.tick
        decode = getincrementaldecoder("utf-8")().decode

        def process(selector_events, final: bool = False) -> None:
            for last, (key, mask) in loop_last(selector_events):
                if key.fd == wake:
                    try:
                        os.read(wake, 1024)
                    except OSError:  # BlockingIOError: already read; never wait here
                        pass
                    continue
                if self._background:
                    continue  # the keyboard is the shell's: a read would stop the helper (SIGTTIN)
                if not is_foreground(fileno):  # continued in the background, not yet told (SIGCONT's check)
                    self._background = True
                    loop = self._loop
                    if loop is not None and not loop.is_closed():
                        try:
                            loop.call_soon_threadsafe(self._watch)
                        except RuntimeError:  # the loop is closing
                            pass
                    continue
                if mask & selectors.EVENT_READ:
                    unicode_data = decode(os.read(fileno, 1024 * 4), final=final and last)
                    if not unicode_data:
                        break  # stdin piped and ended
                    # Nothing to feed while a paste is held: an empty feed would end the parser.
                    for event in feed(filtered) if (filtered := paste_filter.feed(unicode_data)) else ():
                        self.process_message(event)
            for event in tick():
                self.process_message(event)

        def timeout() -> float | None:
            return None if parser._timeout_time is None else PENDING_TICK

        registered = True
        try:
            while not self.exit_event.is_set():
                # In the background only the wake pipe is waited on (woken on coming back).
                if self._background and registered:
                    selector.unregister(fileno)
                    registered = False
                elif not self._background and not registered:
                    selector.register(fileno, selectors.EVENT_READ)
                    registered = True
                process(selector.select(timeout()))
            if registered:
                selector.unregister(fileno)
                process(selector.select(0.1), final=True)
        finally:
            selector.close()
            try:
                for _event in feed(""):
                    pass
            except (EOFError, ParseError):
                pass
