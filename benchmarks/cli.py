"""Command-line start to exit: ``helper score ...``, ``--help`` and ``laws show`` against ``python -c pass``.

Each sample is a fresh process (as a scorer's script calling the helper): the
wall time from launch to exit. The commands run as the installed ``helper`` script of
this interpreter's environment (falling back to ``python -m helper``), with
bytecode compiled once beforehand (``compileall``; an installed package has
it) and the start-up cache warmed by a first run (the cache lives in a
temporary ``HELPER_CACHE_DIR``). The cases are run in turn (round robin), N
rounds; prints the median of each and the ratio to ``python -c pass`` measured in the same run.

    python benchmarks/cli.py [N]
"""

from __future__ import annotations

import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

COMMANDS = {
    "score contract": ["score", "contract", "4S=", "--declarer", "N", "--vul", "none"],
    "score imps": ["score", "imps", "420"],
    "score matchpoints": ["score", "matchpoints", "--field", "-100,-100,50,420", "--score", "200"],
    "score artificial": ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct"],
    "score imps (zh)": ["--lang", "zh", "score", "imps", "420"],
    "--help": ["--help"],
    "laws show 12C1": ["laws", "show", "12C1"],
}


def helper_command() -> list[str]:
    script = Path(sys.executable).with_name("helper")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "helper"]


def sample(command: list[str], env: dict[str, str]) -> float:
    """Wall seconds of one fresh process running ``command``, from launch to exit."""
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(runs: int = 15) -> None:
    compileall.compile_dir(str(ROOT / "helper"), quiet=1)
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "HELPER_CACHE_DIR": cache, "LANGUAGE": "en"}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        cases = {"python -c pass": [sys.executable, "-c", "pass"]}
        cases.update({f"helper {name}": helper_command() + argv for name, argv in COMMANDS.items()})
        times: dict[str, list[float]] = {name: [] for name in cases}
        for command in cases.values():
            sample(command, env)  # warm the file cache and the start-up cache
        for _ in range(runs):  # round robin: a busy moment of the machine falls on every case alike
            for name, command in cases.items():
                times[name].append(sample(command, env))
        base = statistics.median(times["python -c pass"])
        for name, samples in times.items():
            median = statistics.median(samples)
            print(f"{name:26} median {median * 1000:6.1f} ms (min {min(samples) * 1000:5.1f})  "
                  f"{median / base:4.1f}x  ({runs} runs)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
