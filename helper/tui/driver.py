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

PENDING_TICK = 0.1
"""Seconds between checks while an Escape sequence is incomplete (Textual's own value)."""

JOIN_SECONDS = 1.0
"""At the end of the session, how long (seconds) to wait for the input thread at most."""


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
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._wake_read: int | None = None
        self._wake_write: int | None = None
        self._left = False  # application mode was left by SIGTSTP: SIGCONT starts it again
        self._loop = None

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

        self._loop = asyncio.get_running_loop()
        self._close_wake_pipe()
        self._wake_read, self._wake_write = os.pipe()
        os.set_blocking(self._wake_read, False)
        super().start_application_mode()

    def _sigtstp_application(self, *_) -> None:
        """SIGTSTP (``kill -TSTP``): Textual's - leave application mode, then stop - remembering it was left."""
        if self._auto_restart:
            self._left = True
        super()._sigtstp_application()

    def _sigcont_application(self, *_) -> None:
        """SIGCONT: application mode started again only when SIGTSTP left it; otherwise (SIGSTOP)
        it is still on, and the screen is drawn again (the terminal may have been written over)."""
        if self._left and self._auto_restart:
            self._left = False
            self.resume_application_mode()
            return
        loop, app = self._loop, self._app
        redraw = getattr(app, "action_redraw", None) or (lambda: app.refresh(repaint=True, layout=True))
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(redraw)
            except RuntimeError:  # the loop is closing
                pass

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
        parser = XTermParser(self._debug)
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

        try:
            while not self.exit_event.is_set():
                process(selector.select(timeout()))
            selector.unregister(self.fileno)
            process(selector.select(0.1), final=True)
        finally:
            selector.close()
            try:
                for _event in feed(""):
                    pass
            except (EOFError, ParseError):
                pass
