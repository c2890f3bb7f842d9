"""Command-line start to exit: ``helper score ...``, ``--help`` and ``laws show`` against ``python -c pass``.

Each score command runs in English, Chinese and Greek (``--lang zh``/``el``): each prints words of
its language, read from the interface catalogue (issue 10: every row <= 3x ``python -c pass``).

Each sample is a fresh process (as a scorer's script calling the helper): the
wall time from launch to exit. The commands run as the installed ``helper`` script of
this interpreter's environment (falling back to ``python -m helper``), with
bytecode compiled once beforehand (``compileall``; an installed package has
it) and the start-up cache warmed by a first run (the cache lives in a
temporary ``HELPER_CACHE_DIR``). The cases are run in turn (round robin), N
rounds; prints the median of each and the ratio to ``python -c pass`` measured in the same run.
There is no settings file (``XDG_CONFIG_HOME`` is a temporary directory and
``HELPER_SETTINGS`` unset): the defaults, as on a fresh machine.

``--baseline DIR`` also times the same commands run from another checkout
(the same script with ``DIR`` first on the path, its own start-up cache),
in the same rounds.

    python benchmarks/cli.py [N] [--baseline DIR]
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

SCORE_COMMANDS = {
    "score contract": ["score", "contract", "4S=", "--declarer", "N", "--vul", "none"],
    "score imps": ["score", "imps", "420"],
    "score matchpoints": ["score", "matchpoints", "--field", "-100,-100,50,420", "--score", "200"],
    "score artificial": ["score", "artificial", "--scoring", "mp", "--ns", "none", "--ew", "direct"],
}
# Each score command in English, Chinese and Greek: every one prints words of its language.
COMMANDS = {**SCORE_COMMANDS,
            **{f"{name} ({lang})": ["--lang", lang, *argv] for lang in ("zh", "el") for name, argv in SCORE_COMMANDS.items()},
            "--help": ["--help"],
            "laws show 12C1": ["laws", "show", "12C1"]}


def helper_command() -> list[str]:
    script = Path(sys.executable).with_name("helper")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "helper"]


def sample(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds from launch to exit, and CPU seconds (user + system), of one
    fresh process running ``command``. CPU time is less swayed by what else the
    machine is doing than wall time."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)}: exit code {process.returncode}")
    return elapsed, usage.ru_utime + usage.ru_stime


def main(runs: int = 15, baseline: str | None = None) -> None:
    compileall.compile_dir(str(ROOT / "helper"), quiet=1)
    if baseline:
        compileall.compile_dir(str(Path(baseline) / "helper"), quiet=1)
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "HELPER_CACHE_DIR": cache, "LANGUAGE": "en", "XDG_CONFIG_HOME": cache}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.pop("HELPER_SETTINGS", None)
        cases = {"python -c pass": ([sys.executable, "-c", "pass"], env)}
        cases.update({f"helper {name}": (helper_command() + argv, env) for name, argv in COMMANDS.items()})
        if baseline:
            other = {**env, "PYTHONPATH": str(Path(baseline).resolve()), "HELPER_CACHE_DIR": str(Path(cache) / "baseline")}
            # The same script: with DIR first on the path it imports DIR's package.
            cases.update({f"baseline {name}": (helper_command() + argv, other)
                          for name, argv in COMMANDS.items()})
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
        for command, case_env in cases.values():
            sample(command, case_env)  # warm the file cache and the start-up cache
        for _ in range(runs):  # round robin: a busy moment of the machine falls on every case alike
            for name, (command, case_env) in cases.items():
                samples[name].append(sample(command, case_env))
        wall = {name: statistics.median(t for t, _ in values) for name, values in samples.items()}
        cpu = {name: statistics.median(c for _, c in values) for name, values in samples.items()}
        # The least CPU time of each too: on a shared machine the medians swing with the load,
        # the least is the work itself with the fewest interruptions.
        cpu_least = {name: min(c for _, c in values) for name, values in samples.items()}
        print(f"{'':32} {'wall median':>12} {'(min)':>8} {'ratio':>6}   {'CPU median':>10} {'ratio':>6}"
              f"   {'CPU min':>9} {'ratio':>6}")
        for name, values in samples.items():
            least = min(t for t, _ in values)
            print(f"{name:32} {wall[name] * 1000:9.1f} ms {least * 1000:5.1f} ms {wall[name] / wall['python -c pass']:5.1f}x"
                  f"   {cpu[name] * 1000:7.1f} ms {cpu[name] / cpu['python -c pass']:5.1f}x"
                  f"   {cpu_least[name] * 1000:6.1f} ms {cpu_least[name] / cpu_least['python -c pass']:5.1f}x")
        print(f"({runs} runs of each, fresh processes; load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=15, help="runs of each case (default 15)")
    parser.add_argument("--baseline", metavar="DIR", help="also time the commands of this checkout")
    arguments = parser.parse_args()
    main(arguments.runs, arguments.baseline)
