"""Another helper on the same ruling record: a real process, for the record's tests."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from contextlib import asynccontextmanager
from pathlib import Path

from helper.rulings import shown_terminal
from tests.support import REPO


# Another helper: claims the ruling in progress, saves one answer (or, with
# "take-over", takes over the latest ruling left open in another login), then
# obeys commands on standard input (one per line) and answers "ok" or "lost <pid>".
HOLDER = r"""
import os, sys
from pathlib import Path
from helper.rulings import RulingStore, DraftLost, shown_terminal
store = RulingStore.open(Path(sys.argv[1]))
if len(sys.argv) > 2:  # another login session's key (session:user@terminal), on that terminal
    store.key = sys.argv[2]
    store.terminal = shown_terminal(store.key.split("@", 1)[-1]) if "@" in store.key else ""
if len(sys.argv) > 3:  # the terminal it runs on
    store.terminal = sys.argv[3]
claim = store.claim_draft()
assert claim.owned, claim
if sys.argv[4:] == ["take-over"]:
    assert store.take_over_login(store.other_logins()[0]).owned
else:
    store.save_draft("en", [("situation", "no_result")])
print("ready", os.getpid(), flush=True)
for line in sys.stdin:
    command = line.strip()
    try:
        if command == "beat":
            store.heartbeat()
        elif command == "save":
            store.save_draft("en", [("situation", "no_result"), ("director_error", "yes")])
        elif command == "clear":
            store.clear_draft()
        elif command == "die":
            os._exit(0)  # no release: as if killed
        print("ok", flush=True)
    except DraftLost as exc:
        print("lost", exc.owner.pid if exc.owner else None, flush=True)
"""


class Holder:
    """A real other helper process holding the ruling in progress."""

    def __init__(self, path: Path, key: str | None = None, terminal: str | None = None, take_over: bool = False):
        """``key``: the login session it holds the ruling in progress of (default its own), on
        ``terminal`` (default the key's); ``take_over``: it takes over the latest ruling left
        open in another login instead of saving one of its own."""
        extra = [key] if key else []
        if terminal or take_over:
            extra = [key, terminal or shown_terminal(key.split("@", 1)[-1])] + (["take-over"] if take_over else [])
        self.process = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), *extra],
                                        cwd=REPO, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        first = self.process.stdout.readline().split()
        assert first[0] == "ready", first
        self.pid = int(first[1])
        assert self.pid == self.process.pid

    def command(self, text: str) -> str:
        self.process.stdin.write(text + "\n")
        self.process.stdin.flush()
        return self.process.stdout.readline().strip()

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)


class Holders:
    """The other helpers a test starts; :meth:`close` wakes and ends them all."""

    def __init__(self):
        self.started: list[Holder] = []

    def start(self, path: Path, key: str | None = None, **options) -> Holder:
        self.started.append(Holder(path, key, **options))
        return self.started[-1]

    def close(self) -> None:
        for h in self.started:
            if h.process.poll() is None:
                os.kill(h.process.pid, signal.SIGCONT)
            h.close()


class Beside:
    """The take-over set-up: a helper app (driven by Textual's pilot) beside
    other helper processes (:class:`Holder`) on the same record, ``path``."""

    def __init__(self, directory: Path):
        self.path = directory / "r.sqlite3"
        self.holders = Holders()

    def holder(self, key: str | None = None, **options) -> Holder:
        """Start another helper holding the ruling in progress (of login session ``key``, default its own;
        ``options``: :class:`Holder`'s)."""
        return self.holders.start(self.path, key, **options)

    @asynccontextmanager
    async def app(self, lang: str = "en", key: str | None = None, heartbeat_seconds: float | None = None,
                  **store_options):
        """The app at 80x24 on the record (opened with ``store_options``; as login session
        ``key`` when given), started and settled: yields (app, pilot, store)."""
        from helper.rulings import RulingStore
        from helper.tui.app import HelperApp

        with RulingStore.open(self.path, **store_options) as store:
            if key is not None:
                store.key = key
                if key.startswith("session:"):  # that login's terminal
                    store.terminal = shown_terminal(key.split("@", 1)[1])
            app = HelperApp(lang=lang, store=store, heartbeat_seconds=heartbeat_seconds)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                yield app, pilot, store

    def close(self) -> None:
        self.holders.close()
