"""The timing loop the benchmarks share: run a piece of work N times, report
best, median and worst in milliseconds. Figures only; nothing is asserted."""

from __future__ import annotations

import statistics
import time
from typing import Awaitable, Callable


def ms(seconds: float) -> str:
    """``seconds`` as milliseconds with one decimal: ``"12.3 ms"``."""
    return f"{seconds * 1000:.1f} ms"


def timed(work: Callable[[], object], runs: int) -> tuple[list[float], object]:
    """Run ``work()`` ``runs`` times; returns (the times in seconds, the last result)."""
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - start)
    return times, result


def summary(times: list[float]) -> str:
    """``"median X ms, best Y ms, worst Z ms (N runs)"`` for ``times`` in seconds."""
    return (f"median {ms(statistics.median(times))}, best {ms(min(times))}, "
            f"worst {ms(max(times))} ({len(times)} runs)")


async def atimed(work: Callable[[], Awaitable[object]], runs: int) -> list[float]:
    """Await ``work()`` ``runs`` times; returns the times in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        await work()
        times.append(time.perf_counter() - start)
    return times
