"""``helper review`` quit at moments of its start: the time from the quit key to the shell's prompt (issue 9 §3: a
blank terminal for seconds after Ctrl+X while the law paragraphs were read, the reading waited for at exit).

Each sample is a fresh ``python -m helper review --lang zh --ui-lang en`` in a tmux session of its own (own socket,
80x24, escape-time 0) on a private copy of the checkout's ``helper/``, ``laws_text/`` and ``locales/``; ``DELAY``
seconds after the launch the quit key is sent (``send-keys``), and the span to the command after the helper in the
same shell line (which writes the clock) is the figure. Early delays fall in the imports (the key waits in the
terminal until the screen reads it), middle ones in the background reading and checks, late ones after the list.

``--baseline DIR`` also times the code of another checkout (e.g. ``git archive`` of main before a change), in the
same rounds, alternating.

    python benchmarks/review_quit.py [--delays 0.5,2,3,4,8] [--key C-x] [--runs 1] [--baseline DIR]

Figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SOCKET = "helper-bench-quit"


def private_copy(source: Path, target: Path) -> Path:
    """``helper/``, ``laws_text/``, ``locales/`` and ``pyproject.toml`` of ``source`` in ``target``."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("helper", "laws_text", "locales"):
        shutil.copytree(source / name, target / name, ignore=ignore)
    shutil.copy2(source / "pyproject.toml", target / "pyproject.toml")
    return target


def tmux(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["tmux", "-L", SOCKET, "-f", "/dev/null", *args], capture_output=True, text=True)


def sample(root: Path, delay: float, key: str) -> float | None:
    """Seconds from ``key`` sent ``delay`` s after launching the review in ``root`` to its process's end (None: it
    did not end within 120 s)."""
    end = root / ".quit-end"
    end.unlink(missing_ok=True)
    clock = f"{sys.executable} -I -S -c 'import time; print(time.monotonic())' > {end}"
    tmux("kill-server")
    tmux("new-session", "-d", "-s", "q", "-x", "80", "-y", "24",
         f"cd {root} && {sys.executable} -m helper review --lang zh --ui-lang en; {clock}; sleep 60")
    tmux("set", "-g", "escape-time", "0")
    time.sleep(delay)
    sent = time.monotonic()
    tmux("send-keys", "-t", "q", key)
    deadline = sent + 120
    try:
        while time.monotonic() < deadline:
            if end.exists() and end.read_text().strip():
                return float(end.read_text()) - sent
            time.sleep(0.02)
        return None
    finally:
        tmux("kill-server")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--delays", default="0.5,2,3,4,8", help="seconds after launch, comma-separated")
    parser.add_argument("--key", default="C-x", help="tmux key name: C-x, F10, Escape")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--baseline", type=Path, help="another checkout's code, timed in the same rounds")
    options = parser.parse_args()
    delays = [float(d) for d in options.delays.split(",")]
    cases = [("this checkout", REPO)] + ([("baseline", options.baseline.resolve())] if options.baseline else [])
    with tempfile.TemporaryDirectory() as tmp:
        roots = {name: private_copy(code, Path(tmp) / f"case{index}") for index, (name, code) in enumerate(cases)}
        got: dict[tuple[str, float], list[float | None]] = {}
        for _ in range(options.runs):
            for delay in delays:
                for name, _code in cases:  # in turn: a busy moment of the machine falls on each alike
                    got.setdefault((name, delay), []).append(sample(roots[name], delay, options.key))
    import os

    print(f"(quit key {options.key}, {options.runs} fresh process(es) per delay, tmux 80x24; load average "
          f"{os.getloadavg()[0]:.1f})")
    for name, _code in cases:
        cells = []
        for delay in delays:
            times = [t for t in got[(name, delay)] if t is not None]
            hung = len(got[(name, delay)]) - len(times)
            cells.append(f"@{delay:g}s {statistics.median(times):5.2f} s" if times else f"@{delay:g}s  >120 s")
            if hung:
                cells[-1] += f" ({hung} hung)"
        print(f"{name:14} quit -> prompt: " + "   ".join(cells))


if __name__ == "__main__":
    main()
