"""How long `catalog check` takes on one very long Chinese entry full of law references and sides (issue 9 §2,
fix9bf).  Not a test: run it by hand,

    .venv/bin/python benchmarks/check_long_references.py [characters]

It repeats two sentences of an interface-like English text and their Chinese (each with a law reference, a
percentage and the offending / non-offending sides) until the translation has that many characters (default
64,000), and prints the CPU seconds check_pair takes for it and for a quarter of it: the two times should be about
four times apart.  They were not: the references read so far were looked up in a list for each new reference
(references.extract_refs), each reference's side by a search of the English's list (pair._check_pair), each side
mention against every other one (pair._side_sequence), and each character of a Chinese run tried as GBK mojibake
(structure.gbk_mojibake) - quadratic in the count of references, or a large factor; and the sentence alignments
looked as far from the diagonal as the counts differ (structure.band), quadratic for a translation joining its
sentences in pairs (the second pair of lines: 200 English sentences as 100 took 5.7 s, 800 as 400 65 s, now 4 s and
20 s on the shared machine).  benchmarks/check_long_entry.py times the official Greek 12C2(a) repeated."""

from __future__ import annotations

import sys
import time

from helper.catalog.checks import check_pair

ENGLISH = ("The Director may award an adjusted score when these Laws empower him to do so (in team play see Law 86B). "
           "In pairs the non-offending side receives 60% of the available matchpoints and the offending side 40%, "
           "unless Law 12C1(c) applies. ")
CHINESE = ("当本规则授权裁判这样做时，裁判可以判给调整分（队式赛见第86条B款）。"
           "在双人赛中，非违规方得到可得比赛分的60%，违规方得到40%，除非适用第12条C款1项(c)。")


def entry(characters: int) -> tuple[str, str]:
    """The English and the Chinese repeated until the Chinese has at least ``characters`` characters."""
    times = characters // len(CHINESE) + 1
    return ENGLISH * times, CHINESE * times


def main(size: int) -> None:
    for joined in (False, True):
        for chars in (size // 4, size):
            source, target = entry(chars)
            if joined:  # the two sentences as one at a semicolon: half as many sentences as the English
                target = target.replace("。在双人赛中", "；在双人赛中")
            start = time.process_time()
            found = check_pair(source, target, "zh", None, "messages")
            print(f"{len(target):>9} characters{', joined in pairs' if joined else ''}: "
                  f"{time.process_time() - start:6.1f} s CPU, {len(found)} findings")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 64_000)
