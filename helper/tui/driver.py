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
from codecs import getincrementaldecoder

from textual._loop import loop_last
from textual._parser import ParseError
from textual._xterm_parser import XTermParser
from textual.drivers.linux_driver import LinuxDriver

from helper.tui.paste import BracketedPasteFilter

PENDING_TICK = 0.1
"""Seconds between checks while an Escape sequence is incomplete (Textual's own value)."""


class QuietLinuxDriver(LinuxDriver):
    """:class:`LinuxDriver` whose input thread sleeps until a key or the end of the session."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._wake_read, self._wake_write = os.pipe()

    def _wake(self) -> None:
        try:
            os.write(self._wake_write, b"x")
        except OSError:
            pass

    def disable_input(self) -> None:
        """Textual's ``disable_input``, with the input thread woken once the session ends."""
        try:
            if not self.exit_event.is_set():
                signal.signal(signal.SIGWINCH, signal.SIG_DFL)
                self._disable_mouse_support()
                self.exit_event.set()
                self._wake()
                if self._key_thread is not None:
                    self._key_thread.join()
                self.exit_event.clear()
                try:
                    termios.tcflush(self.fileno, termios.TCIFLUSH)
                except termios.error:
                    pass
        except Exception:
            pass

    def close(self) -> None:
        super().close()
        for fd in (self._wake_read, self._wake_write):
            try:
                os.close(fd)
            except OSError:
                pass

    def run_input_thread(self) -> None:
        """Wait for input and dispatch events; no timeout unless an Escape sequence is pending."""
        selector = selectors.SelectSelector()
        selector.register(self.fileno, selectors.EVENT_READ)
        selector.register(self._wake_read, selectors.EVENT_READ)
        fileno = self.fileno
        parser = XTermParser(self._debug)
        paste_filter = BracketedPasteFilter()  # a paste whole to the parser, escapes and all (issue 11)
        feed = parser.feed
        tick = parser.tick
        decode = getincrementaldecoder("utf-8")().decode

        def process(selector_events, final: bool = False) -> None:
            for last, (key, mask) in loop_last(selector_events):
                if key.fd == self._wake_read:
                    os.read(self._wake_read, 1024)
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
