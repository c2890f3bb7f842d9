"""Helpers on real terminals: idle CPU, and 20 helpers at once answering rulings.

Each helper is the real program (``helper``, the Director's screen) on its own
pseudo-terminal (80x24, ``TERM=xterm-256color``, UTF-8), with its own
``HELPER_DIRECTOR`` and one shared ``HELPER_DATA`` folder (one ruling record).
The benchmark reads every terminal's output all the time, as a terminal would.

1. Idle: once every helper has drawn its first screen, each one's CPU time
   (user + system, from ``/proc/PID/stat``) over ``--idle`` seconds of no
   input, and how many times it wrote to its terminal meanwhile.
2. Answering: every helper then answers a whole ruling (the "result
   obtained, NOS damaged" path, weighted outcomes, a traveller), one answer
   at a time with a pause between answers, all helpers at once. An
   answer's latency is from writing its Enter to the last byte of the
   screen update that follows (the output then stays quiet for
   ``QUIET`` seconds): median and worst over all answers of all helpers.
3. The record: how many rulings the shared record holds at the end (one
   per helper expected).

    python benchmarks/many.py [--helpers 20] [--idle 10]

Prints figures only; nothing is asserted. Linux only (ptys, /proc).
"""

from __future__ import annotations

import argparse
import fcntl
import os
import random
import selectors
import sqlite3
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import ms  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
HELPER = ROOT / ".venv" / "bin" / "helper"
QUIET = 0.25
"""Seconds without output after which a screen update is taken as finished."""

# The path of benchmarks/weighted.py, typed as keys: a result obtained, NS
# non-offending, pairs, neither vulnerable; the table result; yes, no serious
# error; the outcomes; a traveller of 12 other results; no procedural penalty.
ANSWERS = ["6", "1", "1", "1", "3SN=", "1", "1", "50 4SN=; 30 4SN+1; 20 4SN-1",
           "+450, +420, +420, +170, +140, -50, -100, +420, +650, +170, +420, -50",
           "1"]  # no procedural penalty (Law 90): the ruling is recorded


class Terminal:
    """One helper on a pseudo-terminal; its output is read by :class:`Reader`."""

    def __init__(self, index: int, data: Path):
        self.index = index
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8",
                   HELPER_DATA=str(data), HELPER_DIRECTOR=f"director{index:02d}", COLUMNS="80", LINES="24")
        env.pop("HELPER_SETTINGS", None)
        self.process = subprocess.Popen([str(HELPER)], stdin=slave, stdout=slave, stderr=slave,
                                        env=env, start_new_session=True, close_fds=True)
        os.close(slave)
        self.master = master
        self.lock = threading.Lock()
        self.received = 0
        self.writes = 0  # output chunks read
        self.last_output = 0.0
        self.tail = b""

    def cpu_seconds(self) -> float:
        fields = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def send(self, data: bytes) -> None:
        os.write(self.master, data)


class Reader(threading.Thread):
    """Reads every terminal's output as it comes (a terminal that is not read blocks its helper)."""

    def __init__(self, terminals: list[Terminal]):
        super().__init__(daemon=True)
        self.selector = selectors.DefaultSelector()
        for terminal in terminals:
            self.selector.register(terminal.master, selectors.EVENT_READ, terminal)
        self.stopped = False

    def run(self) -> None:
        while not self.stopped:
            for key, _ in self.selector.select(timeout=0.2):
                terminal = key.data
                try:
                    chunk = os.read(terminal.master, 65536)
                except OSError:
                    self.selector.unregister(terminal.master)
                    continue
                with terminal.lock:
                    terminal.received += len(chunk)
                    terminal.writes += 1
                    terminal.last_output = time.perf_counter()
                    terminal.tail = (terminal.tail + chunk)[-4096:]


def wait_quiet(terminal: Terminal, since: float, limit: float = 30.0) -> float:
    """Wait until ``terminal`` has written after ``since`` and then been quiet for QUIET s;
    returns the time of its last output."""
    deadline = time.perf_counter() + limit
    while time.perf_counter() < deadline:
        time.sleep(0.01)
        with terminal.lock:
            last = terminal.last_output
        if last > since and time.perf_counter() - last >= QUIET:
            return last
    return float("nan")


def answer_ruling(terminal: Terminal, latencies: list[tuple[int, float]], seed: int) -> None:
    rng = random.Random(seed)
    for number, answer in enumerate(ANSWERS):
        time.sleep(rng.uniform(0.2, 1.0))  # the Director reads, then types
        typed = time.perf_counter()
        terminal.send(answer.encode())
        wait_quiet(terminal, typed)
        start = time.perf_counter()
        terminal.send(b"\r")
        last = wait_quiet(terminal, start)
        latencies.append((number, last - start))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--helpers", type=int, default=20, help="helpers at once (default 20)")
    parser.add_argument("--idle", type=float, default=10.0, help="idle seconds measured (default 10)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder)
        start = time.perf_counter()
        terminals = [Terminal(index, data) for index in range(args.helpers)]
        reader = Reader(terminals)
        reader.start()
        for terminal in terminals:
            wait_quiet(terminal, 0.0, limit=120.0)
        print(f"{args.helpers} helpers started, first screens drawn after {time.perf_counter() - start:.1f} s")
        time.sleep(1.0)  # let start-up work (the record's first heartbeat) settle

        before = [(t.cpu_seconds(), t.writes) for t in terminals]
        time.sleep(args.idle)
        idle = [(t.cpu_seconds() - c, t.writes - w) for t, (c, w) in zip(terminals, before)]
        cpu = [c for c, _ in idle]
        print(f"idle {args.idle:.0f} s: CPU per helper median {ms(statistics.median(cpu))}, worst {ms(max(cpu))} "
              f"({100 * statistics.median(cpu) / args.idle:.2f}% of a core); terminal writes per helper "
              f"median {statistics.median(w for _, w in idle):.0f}, worst {max(w for _, w in idle)}")

        latencies: list[tuple[int, float]] = []
        threads = [threading.Thread(target=answer_ruling, args=(t, latencies, t.index)) for t in terminals]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        good = [x for _n, x in latencies if x == x]
        print(f"{len(latencies)} answers from {args.helpers} helpers at once: latency median "
              f"{ms(statistics.median(good))}, worst {ms(max(good))} (to the last byte of the update; "
              f"{len(latencies) - len(good)} without an update)")
        print("  by answer (median): " + ", ".join(
            f"{answer[:8]!r} {ms(statistics.median(x for n, x in latencies if n == number and x == x))}"
            for number, answer in enumerate(ANSWERS)))

        for terminal in terminals:
            terminal.send(b"\x18")  # Ctrl+X, quit
        for terminal in terminals:
            try:
                terminal.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                terminal.process.kill()
        reader.stopped = True
        with sqlite3.connect(data / "rulings.sqlite3") as connection:
            count = connection.execute("SELECT COUNT(*) FROM ruling").fetchone()[0]
        print(f"rulings recorded: {count} of {args.helpers}")


if __name__ == "__main__":
    main()
