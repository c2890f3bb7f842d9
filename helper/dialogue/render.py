"""Wording the dialogue and its ruling in the Director's language.

Everything the Director reads about a ruling is made here, from the
language-neutral :class:`~helper.dialogue.engine.Ruling`, so that the UI, the
command line and the tests show the same words and numbers. Law paragraphs
are cited in each language's form (``12C2(a)``, ``12Γ2(α)``,
``第12条C款2项(a)``); numbers are formatted with Babel.
"""

from __future__ import annotations

import re
from fractions import Fraction

from helper.dialogue.ruling import AnswerError, Ruling  # not the engine (start-up time of ``helper score``)
from helper.i18n import format_number, format_percent, format_signed, get_translator
from helper.laws.citation import format_id, law_list
from helper.scoring.defaults import towards  # noqa: F401 (re-exported: was defined here)
TYPE_CHECKING = False  # typing is not imported at run time (start-up time); the names are for annotations
if TYPE_CHECKING:
    from typing import Any

    from helper.dialogue.engine import Node
    from helper.scoring.adjusted import SideScore
    from helper.scoring.kinds import Scoring


def tr(text: str, lang: str) -> str:
    """Translate an English msgid (a graph string or a code string) into ``lang``."""
    return get_translator(lang).gettext(text)


def side_name(side: str, lang: str) -> str:
    """``NS`` or ``EW`` in ``lang`` (南北 / 东西, ΒΝ / ΑΔ)."""
    _ = get_translator(lang).gettext
    return _("NS") if side == "ns" else _("EW")


def player_name(player: str, lang: str) -> str:
    """A player of an individual event, ``n``/``e``/``s``/``w``, in ``lang`` (North 北家 Βορράς)."""
    _ = get_translator(lang).gettext
    return {"n": _("North"), "e": _("East"), "s": _("South"), "w": _("West")}[player]


def format_side(score: SideScore, scoring: Scoring, lang: str, halves: str = "away",
                top: Fraction | None = None) -> str:
    """One side's score: ``65% = 15.6 MP``, ``65%`` or ``+3 IMPs``, in ``lang``.

    Figures are shown to two decimals; an exact half of the second goes as
    ``halves`` says (the ``score_halves`` setting, see :func:`towards`;
    ``top``: matchpoints on the board, whose half is the matchpoints' average).
    """
    ngettext = get_translator(lang).ngettext
    if scoring.in_imps:
        count = 1 if abs(score.imps) == 1 else 2
        return ngettext("{imps} IMP", "{imps} IMPs", count).format(
            imps=format_signed(score.imps, lang, towards=towards(halves, "imps")))
    percent = format_percent(score.percent, lang, towards=towards(halves, "percent"))
    if score.matchpoints is None:
        return percent
    count = 1 if score.matchpoints == 1 else 2
    return ngettext("{percent} = {matchpoints} MP", "{percent} = {matchpoints} MP", count).format(
        percent=percent, matchpoints=format_number(score.matchpoints, lang,
                                                   towards=towards(halves, "matchpoints", top)))


def _side(score, side_score: SideScore, lang: str) -> str:
    """``side_score``, a side's score of the adjusted score ``score``, by its halves and top."""
    return format_side(side_score, score.scoring, lang, score.halves, score.top)


def penalty_amount(penalty, lang: str) -> str:
    """A procedural penalty (Law 90A, :class:`helper.scoring.penalty.Penalty`)
    as deducted, in ``lang``: ``NS -25% of a top = -6 MP``, ``EW -3 IMPs``,
    ``NS -1 VP``; in an individual event the player: ``South -25% of a top = -6 MP``."""
    translator = get_translator(lang)
    _ = translator.gettext
    player = getattr(penalty, "player", None)
    side = player_name(player, lang) if player else side_name(penalty.side, lang)
    count = 1 if penalty.amount == 1 else 2
    if penalty.unit == "imps":
        value = translator.ngettext("{imps} IMP", "{imps} IMPs", count).format(
            imps=format_signed(penalty.signed, lang))
    elif penalty.unit == "vps":
        value = translator.ngettext("{vps} VP", "{vps} VPs", count).format(vps=format_signed(penalty.signed, lang))
    elif penalty.matchpoints is not None:
        # The plural of the matchpoints deducted (Greek: -1 βαθμός, -1,5 βαθμοί; issue 8).
        value = translator.ngettext("{percent} of a top = {matchpoints} MP", "{percent} of a top = {matchpoints} MP",
                                    1 if penalty.matchpoints == 1 else 2).format(
            percent="-" + format_percent(penalty.amount, lang),
            matchpoints=format_signed(-penalty.matchpoints, lang))
    else:
        value = _("{percent} of a top").format(
            percent=format_signed(penalty.signed, lang) + format_percent(0, lang).replace("0", "", 1))
    return f"{side} {value}"


def penalty_text(penalty, lang: str) -> str:
    """The procedural penalty line of a ruling, in ``lang`` (Law 90A): the
    amount deducted from the offending contestant, and that the opponents'
    score does not change."""
    _ = get_translator(lang).gettext
    other = side_name("ew" if penalty.side == "ns" else "ns", lang)
    kind = _("the standard penalty") if penalty.standard else _("a penalty set by the Director")
    if getattr(penalty, "player", None):
        # An individual: each player is a contestant; only the offender's score changes.
        return _("Procedural penalty (Law {law}), {kind}: {amount}, apart from the board's score; "
                 "the scores of the other three players do not change.").format(
            law=format_id(penalty.law, lang), kind=kind, amount=penalty_amount(penalty, lang))
    return _("Procedural penalty (Law {law}), {kind}: {amount}, apart from the board's score; "
             "the score of {other} does not change.").format(
        law=format_id(penalty.law, lang), kind=kind, amount=penalty_amount(penalty, lang), other=other)


def appeal_text(minutes: int, lang: str) -> str:
    """The notice that ends every ruling, in ``lang``: the players may appeal
    (Law 83) within the time limit (Law 92B; ``minutes``, a setting) after
    the official score is made available."""
    ngettext = get_translator(lang).ngettext
    return ngettext(
        "The players may appeal this ruling (Law {law83}): the right to appeal expires {minutes} minute after "
        "the official score is made available (Law {law92}).",
        "The players may appeal this ruling (Law {law83}): the right to appeal expires {minutes} minutes after "
        "the official score is made available (Law {law92}).", minutes).format(
        law83=format_id("83", lang), law92=format_id("92B", lang), minutes=minutes)


def summary(ruling: Ruling, lang: str) -> str:
    """The one-line ruling: ``12C2(a), 12C2(c): NS 65% = 15.6 MP, EW 40% = 9.6 MP``.

    For an advice ruling: the laws and ``No adjusted score`` (or the advice's
    first words are given by :func:`details`). A procedural penalty (Law 90A)
    is added after the scores: ``...; procedural penalty: NS -6 MP``.
    """
    text = _summary(ruling, lang)
    if ruling.penalty is not None:
        text = get_translator(lang).gettext("{summary}; procedural penalty: {penalty}").format(
            summary=text, penalty=penalty_amount(ruling.penalty, lang))
    return text


def _summary(ruling: Ruling, lang: str) -> str:
    _ = get_translator(lang).gettext
    laws = law_list(ruling.laws, lang)
    if ruling.kind == "advice":
        return _("{laws}: no adjusted score").format(laws=laws)
    score = ruling.score
    if not score.adjusted:
        return _("{laws}: no adjustment, the table result stands: NS {ns}, EW {ew}").format(
            laws=laws,
            ns=_side(score, score.ns, lang),
            ew=_side(score, score.ew, lang),
        )
    return _("{laws}: NS {ns}, EW {ew}").format(
        laws=laws,
        ns=_side(score, score.ns, lang),
        ew=_side(score, score.ew, lang),
    )


def _component(component, score, side: str, lang: str) -> str:
    """One outcome of a weighted score and its worth to ``side``: ``60% +420: 5 MP``,
    ``60% +420: +2 IMPs (datum +340)`` (zh ``60% +420：+6 IMP``: the language's separator).
    The result itself is an NS score."""
    from helper.scoring.kinds import Scoring  # with the first score (the first frame does without: issue 10)

    _ = get_translator(lang).gettext
    worth = component.value if side == "ns" else (
        score.top - component.value if score.scoring is Scoring.MATCHPOINTS else -component.value)
    if score.scoring is Scoring.MATCHPOINTS:
        count = 1 if worth == 1 else 2  # 1 MP, 0 MP, 1.5 MP: only exactly one is singular
        value = get_translator(lang).ngettext("{value} MP", "{value} MP", count).format(
            value=format_number(worth, lang, towards=towards(score.halves, "matchpoints", score.top)))
    else:
        count = 1 if abs(worth) == 1 else 2
        value = get_translator(lang).ngettext("{imps} IMP", "{imps} IMPs", count).format(
            imps=format_signed(worth, lang, towards=towards(score.halves, "imps")))
    # The language's separator between an outcome and its worth (zh "：", issue 8, fresh tester 8f).
    text = _("{label}: {value}").format(
        label=f"{format_percent(component.weight, lang)} {format_signed(component.ns_score, lang)}", value=value)
    if component.datum is not None:
        datum = _("(datum {datum})").format(datum=format_signed(component.datum, lang))
        text += datum if datum.startswith("（") else " " + datum  # no space before a full-width bracket
    return text


def _basis_text(side: str, score: SideScore, lang: str) -> str:
    from helper.scoring.kinds import Basis  # with the first score (the first frame does without: issue 10)

    _ = get_translator(lang).gettext
    texts = {
        Basis.AVERAGE_PLUS: _("{side}: in no way at fault, average plus"),
        Basis.AVERAGE: _("{side}: partly at fault, average"),
        Basis.AVERAGE_MINUS: _("{side}: directly at fault, average minus"),
        Basis.SESSION: _("{side}: its own score on the other boards of the session (Law {law})"),
        Basis.ASSIGNED: _("{side}: the assigned adjusted score"),
        Basis.ASSIGNED_FAVOURABLE: _("{side}: the assigned adjusted score, more favourable than average plus"),
        Basis.TABLE_RESULT: _("{side}: the table result stands"),
        Basis.COMPLEMENT: _("{side}: the complement of the opponents' score"),
        Basis.KNOCKOUT_AVERAGE: _("{side}: the average of the two separately computed scores"),
        Basis.FOULED: _("{side}: matchpointed against the results of its own version, factored to the full top"),
    }
    return texts[score.basis].format(side=side_name(side, lang), law=format_id("12C2(c)", lang))


def _memo(function):
    """``function`` of one hashable argument, each value computed once."""
    done: dict = {}

    def memoized(value):
        if value not in done:
            done[value] = function(value)
        return done[value]

    return memoized


def details(ruling: Ruling, lang: str) -> list[str]:
    """The ruling explained, line by line, in ``lang``: each side's basis, the
    notes of the rules applied, a procedural penalty (Law 90A) when there is
    one, and the notice that the players may appeal (Law 83, Law 92B).

    Returns:
        The lines (text, no trailing newline), in this order: the advice, or
        the sides' scores, the notes, the knockout average (12C4), the top
        (78A), the fouled board (87B), whether the scores balance, the
        conventions, the comparisons (assigned, table result, outcomes), the
        recomputed field, the penalty; then the appeal notice.
    """
    lines: list[str] = []
    if ruling.kind == "advice":
        lines.append(tr(ruling.message, lang))
    else:
        score = ruling.score
        lines.extend(_side_lines(score, lang))
        lines.extend(_note_lines(score, lang))
        lines.extend(_top_and_balance_lines(score, lang))
        lines.extend(convention_text(code, value, lang) for code, value in score.conventions
                     if not (score.fouled is not None and code in ("matchpoint_scale", "fouled_min_group")))
        lines.extend(_comparison_lines(score, lang))
        lines.extend(_recomputed_lines(score, lang))
        if ruling.penalty is not None:
            lines.append(penalty_text(ruling.penalty, lang))
    lines.append(appeal_text(ruling.appeal_minutes, lang))
    return lines


def _side_lines(score, lang: str) -> list[str]:
    """Each side's basis and score (NS, then EW)."""
    _ = get_translator(lang).gettext
    lines = []
    for side in ("ns", "ew"):
        side_score = getattr(score, side)
        lines.append(_("{basis}: {score}").format(
            basis=_basis_text(side, side_score, lang), score=_side(score, side_score, lang)))
    return lines


def _note_lines(score, lang: str) -> list[str]:
    """The notes of the rules applied (``score.notes``), in their order, then
    the knockout average of the separately computed scores (Law 12C4)."""
    from helper.scoring.adjusted import balance  # loaded with the score itself (start-up time)

    _ = get_translator(lang).gettext
    balanced = balance(score)  # None: the scores balance
    notes = {
        # Balance said from the scores given: after Law 12C4 averaged them (or by chance) they may balance.
        "both_non_offending": _("The Director's error: both sides are treated as non-offending (Law 82C); the scores need not balance.")
        if balanced is not None else _("The Director's error: both sides are treated as non-offending (Law 82C)."),
        "individual": _("Individual event: the rectification and adjusted score apply equally to both members of the offending side (Law {law}).").format(law=format_id("12C3", lang)),
        "cancel_board": _("The board is cancelled."),
        "substitute_board": _("If time permits, a substitute board may be played instead (Law {law}).").format(law=format_id("86B2(a)", lang)),
        "multiple_boards": _("Scores varied by regulation for a contestant without a result on several boards (Law {law}).").format(law=format_id("12C2(d)", lang)),
        "individual_session": _("Each player is a contestant: where a player in no way at fault has more than 60% on the other boards of the session, or one directly at fault less than 40%, give that player his own percentage instead (Law {law}).").format(law=format_id("12C2(c)", lang)),
        "rounded": _("Scores rounded as the regulation sets (the Laws set no rounding)."),
        "no_damage": _("No damage: the table result is worth at least as much to the non-offending side (Law {law}).").format(law=format_id("12B1", lang)),
        "split": (_("Non-balancing score: each side's score comes from its own outcomes (Law {law}).")
                  if balanced is not None else
                  _("Each side's score comes from its own outcomes (Law {law}); here the two scores balance.")
                  ).format(law=format_id("12C1(e)", lang)),
        "single_result": _("The result at the other table between the same contestants is clearly favourable to one side: an assigned adjusted score, not an artificial one (Law {law}).").format(law=format_id("86B1", lang)),
        "knockout_balanced": _("Knockout match: the two scores balance, so Law {law} changes nothing.").format(law=format_id("12C4", lang)),
        "fouled": _("Fouled board: the results of each version are matchpointed among themselves and factored (Neuberg) to the results the board should have had (Law {law}, 1997 text: the sources hold no 2017 Law 87).").format(law=format_id("87B", lang)),
        "fouled_small_group": _("This table's version was played too few times to be compared: artificial adjusted scores, average plus to both sides (Law {law}).").format(law=format_id("12C2(a)", lang)),
        # Averaged over the n results the scale is (n - 1)/n of a comparison's value, not n - 1 times it.
        "cross_imps_scale": _("Pairs at cross-IMPs averaged over the {results} results: average plus and minus per "
                              "comparison, times {count}/{results}, the scale of the real scores (Law {law}).").format(
            count=score.comparisons, results=(score.comparisons or 0) + 1, law=format_id("12C2(b)", lang))
        if ("cross_imps", "results") in score.conventions else get_translator(lang).ngettext(
            "Pairs at cross-IMPs: average plus and minus per comparison, times {count} comparison, the scale of the real scores (Law {law}).",
            "Pairs at cross-IMPs: average plus and minus per comparison, times {count} comparisons, the scale of the real scores (Law {law}).",
            score.comparisons or 2).format(count=score.comparisons, law=format_id("12C2(b)", lang)),
    }
    lines = [notes[note] for note in score.notes]
    if score.separate is not None:
        lines.append(_("Knockout match (Law {law}): each side's score calculated separately, NS {ns}, EW {ew}; each side gets their average.").format(
            law=format_id("12C4", lang),
            ns=_side(score, score.separate[0], lang),
            ew=_side(score, score.separate[1], lang)))
    return lines


def _top_and_balance_lines(score, lang: str) -> list[str]:
    """The top on the board (Law 78A) or the fouled board's versions (Law
    87B), then, for scores that do not balance, the law that allows it
    (said once elsewhere for split scores and the Director's error)."""
    from helper.scoring.kinds import Scoring  # with the first score (the first frame does without: issue 10)

    _ = get_translator(lang).gettext
    lines = []
    if score.top is not None and score.scoring is Scoring.MATCHPOINTS and not score.recomputed_field \
            and score.fouled is None:
        lines.append(get_translator(lang).ngettext(
            "Top on this board: {top} MP (Law {law}).", "Top on this board: {top} MP (Law {law}).",
            1 if score.top == 1 else 2).format(top=format_number(score.top, lang), law=format_id("78A", lang)))
    if score.fouled is not None:
        lines.extend(fouled_lines(score.fouled, lang, score.halves))
    from helper.scoring.adjusted import balance  # loaded with the score itself (start-up time)

    unbalanced = balance(score)
    if unbalanced is not None and not {"split", "both_non_offending"} & set(score.notes):
        total, law = unbalanced
        # The two sides together average 100% (or 0 IMPs): an exact half of the total goes as a side's does.
        if score.scoring is Scoring.MATCHPOINTS:
            centre = None if towards(score.halves, "percent") is None else Fraction(100)
            lines.append(_("The scores do not balance (NS and EW together {total}): Law {law} allows it.").format(
                total=format_percent(total, lang, towards=centre), law=format_id(law, lang)))
        else:
            lines.append(get_translator(lang).ngettext(
                "The scores do not balance (NS and EW together {total} IMP): Law {law} allows it.",
                "The scores do not balance (NS and EW together {total} IMPs): Law {law} allows it.",
                1 if abs(total) == 1 else 2).format(total=format_signed(total, lang, towards=towards(score.halves, "imps")),
                                                    law=format_id(law, lang)))
    return lines


def _comparison_lines(score, lang: str) -> list[str]:
    """What the adjusted score was compared with or made of: the assigned
    score (when the table result stands), the table result (when adjusted),
    each side's outcomes one by one (weighted, or against a datum)."""
    _ = get_translator(lang).gettext
    lines = []
    if score.assigned is not None and not score.adjusted:
        lines.append(_("Compared with the assigned score: NS {ns}, EW {ew}").format(
            ns=_side(score, score.assigned[0], lang),
            ew=_side(score, score.assigned[1], lang)))
    if score.table is not None and score.adjusted:
        lines.append(_("Table result: NS {ns}, EW {ew}").format(
            ns=_side(score, score.table[0], lang), ew=_side(score, score.table[1], lang)))
    for side, parts in (("ns", score.components), ("ew", score.components_ew)):
        if parts and (len(parts) > 1 or parts[0].datum is not None):
            lines.append(_("{side} outcome by outcome: {items}").format(
                side=side_name(side, lang), items=_("; ").join(_component(c, score, side, lang) for c in parts)))
    return lines


def _recomputed_lines(score, lang: str) -> list[str]:
    """The other tables' scores recomputed against the weighted outcomes
    (NS, then EW against the EW outcomes), in matchpoints or IMPs."""
    from helper.scoring.kinds import Scoring  # with the first score (the first frame does without: issue 10)

    _ = get_translator(lang).gettext
    lines = []
    # A traveller of n results repeats a few scores and values: each is
    # formatted once (Babel took ~30 ms for 200 results, issue 10).
    signed = _memo(lambda value: format_signed(value, lang))
    # The other tables' recomputed matchpoints or IMPs are scores: an exact half as the score_halves setting says.
    centre = towards(score.halves, "matchpoints" if score.scoring is Scoring.MATCHPOINTS else "imps", score.top)
    number = _memo(lambda value: format_number(value, lang, towards=centre))
    pair = _("{label}: {value}")  # a score and its value, the language's separator (zh "：")
    if score.recomputed_field:
        # TRANSLATORS: the separator between items of a list whose items may hold a decimal comma.
        values = _("; ").join(pair.format(label=signed(s), value=number(v)) for s, v in score.recomputed_field)
        if score.scoring is Scoring.MATCHPOINTS:
            lines.append(_("Other tables, NS matchpoints recomputed: {values}").format(values=values))
        else:
            lines.append(_("Other tables, NS IMPs recomputed: {values}").format(values=values))
    if score.recomputed_field_ew:
        mp = score.scoring is Scoring.MATCHPOINTS
        values = _("; ").join(pair.format(label=signed(s), value=number(score.top - v if mp else -v))
                              for s, v in score.recomputed_field_ew)
        if mp:
            lines.append(_("Other tables, EW matchpoints recomputed against the EW outcomes: {values}").format(values=values))
        else:
            lines.append(_("Other tables, EW IMPs recomputed against the EW outcomes: {values}").format(values=values))
    return lines


def convention_text(code: str, value: Any, lang: str) -> str:
    """One scorers' convention a score rests on, worded in ``lang`` (see
    :mod:`helper.scoring.conventions`)."""
    _ = get_translator(lang).gettext
    if code == "matchpoint_scale":
        return (_("Convention: matchpoints 2 per score beaten, 1 per tie (Law 78A).") if value == 2
                else _("Convention: matchpoints 1 per score beaten, 1/2 per tie (Law 78A)."))
    if code == "cross_imps":
        return {"sum": _("Convention: cross-IMPs summed over the comparisons."),
                "comparisons": _("Convention: cross-IMPs averaged over the comparisons (results - 1)."),
                "results": _("Convention: cross-IMPs averaged over the results.")}[value]
    if code == "datum" and "results" in value:
        return _datum_text(value, lang)
    if code == "datum":
        method = _("median") if value["method"] == "median" else _("mean")
        if "drop_pct" in value:
            drop = _("{pct} of the results dropped at each end").format(pct=format_percent(value["drop_pct"], lang))
        else:
            drop = get_translator(lang).ngettext("{count} result dropped at each end", "{count} results dropped at each end",
                                                 value["drop"]).format(count=value["drop"])
        halves = {"away": _("halves away from zero"), "up": _("halves up"), "even": _("halves to even")}[value["halves"]]
        ngettext = get_translator(lang).ngettext
        rounding = (ngettext("rounded to {points} point, {halves}", "rounded to {points} points, {halves}",
                             value["rounding"]).format(points=value["rounding"], halves=halves)
                    if value["rounding"] else _("not rounded"))
        return ngettext("Convention: Butler datum the {method} ({drop} from {min} result), {rounding}.",
                        "Convention: Butler datum the {method} ({drop} from {min} results), {rounding}.",
                        value["min_results"]).format(method=method, drop=drop, min=value["min_results"],
                                                     rounding=rounding)
    if code == "rounding":
        decimals, halves = value
        ngettext = get_translator(lang).ngettext
        return (ngettext("Convention: adjusted scores rounded to {decimals} decimal, halves towards the average.",
                         "Convention: adjusted scores rounded to {decimals} decimals, halves towards the average.",
                         decimals)
                if halves == "towards_average"
                else ngettext("Convention: adjusted scores rounded to {decimals} decimal, halves away from zero.",
                              "Convention: adjusted scores rounded to {decimals} decimals, halves away from zero.",
                              decimals)).format(decimals=decimals)
    if code == "fouled_min_group":
        return get_translator(lang).ngettext(
            "Convention: a version played fewer than {count} time gets artificial scores (Law {law}).",
            "Convention: a version played fewer than {count} times gets artificial scores (Law {law}).",
            value).format(count=value, law=format_id("87B", lang))
    return f"{code}: {value}"


def _datum_text(value: dict, lang: str) -> str:
    """The Butler datum of a board whose number of results is known (``value["results"]``,
    ``value["dropped"]`` at each end): "Convention: Butler datum: 7 results: the highest and
    lowest dropped, the datum is the mean of the 5 others; rounded to 10 points, halves up."
    (a fresh tester read "1 result dropped at each end from 5 results" as 5 results)."""
    translator = get_translator(lang)
    _, ngettext = translator.gettext, translator.ngettext
    method = _("median") if value["method"] == "median" else _("mean")
    results, dropped = value["results"], value["dropped"]
    left = results - 2 * dropped
    if dropped == 0:
        rule = ngettext("{results} result, none dropped (fewer than {min}): the datum is the {method} of all {results}",
                        "{results} results, none dropped (fewer than {min}): the datum is the {method} of all {results}",
                        results).format(results=results, min=value["min_results"], method=method)
    elif dropped == 1:
        rule = ngettext("{results} results: the highest and lowest dropped, the datum is the {method} of the {left} "
                        "other",
                        "{results} results: the highest and lowest dropped, the datum is the {method} of the {left} "
                        "others", left).format(results=results, method=method, left=left)
    else:
        rule = ngettext("{results} results: the {drop} highest and {drop} lowest dropped, the datum is the {method} of "
                        "the {left} other",
                        "{results} results: the {drop} highest and {drop} lowest dropped, the datum is the {method} of "
                        "the {left} others", left).format(results=results, drop=dropped, method=method, left=left)
    halves = {"away": _("halves away from zero"), "up": _("halves up"), "even": _("halves to even")}[value["halves"]]
    rounding = (ngettext("rounded to {points} point, {halves}", "rounded to {points} points, {halves}",
                         value["rounding"]).format(points=value["rounding"], halves=halves)
                if value["rounding"] else _("not rounded"))
    return _("Convention: Butler datum: {rule}; {rounding}.").format(rule=rule, rounding=rounding)


def fouled_lines(board, lang: str, halves: str = "away") -> list[str]:
    """A fouled board (Law 87B) in ``lang``: the full top, each version's
    results with NS and EW matchpoints, and the conventions applied. An exact
    half of a shown figure goes as ``halves`` (``score_halves``, :func:`towards`) says."""
    _ = get_translator(lang).gettext
    ngettext = get_translator(lang).ngettext
    # The board's line cites Law 87B only; Law 12C2(a) is cited on the line of a version that got
    # artificial scores, never for the versions matchpointed among themselves (a fresh tester).
    lines = [_("{laws}: fouled board, {versions}, top {top} MP ({expected})").format(
        laws=law_list(("87B",), lang),
        versions=ngettext("{count} version", "{count} versions", board.versions).format(count=board.versions),
        top=format_number(board.top, lang),
        expected=ngettext("{count} result expected", "{count} results expected", board.expected).format(
            count=board.expected))]
    mp_centre = towards(halves, "matchpoints", board.top)
    for number, group in enumerate(board.groups, start=1):
        # TRANSLATORS: the separator between items of a list whose items may hold a decimal comma.
        items = _("; ").join(_("{score}: NS {ns}, EW {ew}").format(
            score=format_signed(r.ns_score, lang), ns=format_number(r.ns.matchpoints, lang, towards=mp_centre),
            ew=format_number(r.ew.matchpoints, lang, towards=mp_centre)) for r in group)
        if group and group[0].artificial:
            lines.append(_("Version {number}, too few results: average plus to both sides ({percent}) (Law {law}): {items}").format(
                number=number, percent=format_percent(group[0].ns.percent, lang, towards=towards(halves, "percent")),
                law=format_id("12C2(a)", lang),
                items=items))
        else:
            lines.append(_("Version {number}, MP: {items}").format(number=number, items=items))
    lines.append(convention_text("matchpoint_scale", board.scale, lang))
    if board.versions > 1:
        lines.append(convention_text("fouled_min_group", board.min_group, lang))
    return lines


def question(node: Node, lang: str) -> str:
    """The question of ``node`` in ``lang``."""
    return tr(node.text, lang)


def choice_labels(node: Node, lang: str) -> list[str]:
    """The choices of ``node`` in ``lang``, in order."""
    return [tr(choice.label, lang) for choice in node.choices]


def answer_text(node: Node, value: Any, lang: str) -> str:
    """How the Director's answer reads in the transcript, in ``lang``."""
    _ = get_translator(lang).gettext
    if node.type == "choice":
        return tr(node.choice(value).label, lang)
    if value is None:
        return _("(skipped)")
    if node.type == "text":
        return str(value)
    return format_number(value, lang, decimals=4)


def error_text(error: AnswerError, lang: str) -> str:
    """A localized message for an answer the question does not accept."""
    _ = get_translator(lang).gettext
    if error.code == "range" and error.low_exclusive:
        return _("Enter a number greater than {low} and at most {high}.").format(
            low=format_number(error.low, lang), high=format_number(error.high, lang))
    if error.code == "range":
        return _("Enter a number from {low} to {high}.").format(
            low=format_number(error.low, lang), high=format_number(error.high, lang))
    if error.code == "parse":
        return scoring_error_text(error.value, lang, field="")
    if error.code in ("digit", "length", "comma", "space"):
        from helper.scoring import ScoringError

        return scoring_error_text(ScoringError(error.code, error.node, error.value), lang, field="")
    if error.code == "ambiguous":
        return _("'{value}' fits several answers ({numbers}): type more of one, or its number.").format(
            value=error.value, numbers=", ".join(str(n) for n in error.low))
    if error.code == "several":
        return _("{value} holds {count} results: this question takes one (the result at this table).").format(
            value=error.value, count=error.low)
    messages = {
        "choice": _("Not one of the choices: {value}. Type its number or the start of its text.").format(value=error.value),
        "number": _("Not a number: {value}").format(value=error.value),
        "integer": _("Enter a whole number."),
        "required": _("This question needs an answer."),
        "finished": _("The ruling is complete: go back or start over."),
    }
    return messages[error.code]


def _comma_weights(text: str, lang: str, node_id: str) -> None:
    """Refuse a weight written with a decimal comma ("60,5 4SN=") in a language that groups
    thousands with the comma (English, Chinese): AnswerError ``comma``. Greek reads it."""
    from helper.i18n import DECIMAL_SEPARATOR
    from helper.scoring import notation

    if DECIMAL_SEPARATOR.get(lang, ".") == ".":
        weight = notation.comma_weight(text)
        if weight is not None:
            raise AnswerError("comma", node_id, weight)


def _fold(text: str) -> str:
    # Case- and accent-insensitive form for matching typed answers (Greek
    # users often type without tonos).
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).strip()


_LIST_SEPARATORS = r"[,;，；、\n]+"  # compiled (and kept by re) with the first list read, not at import (start-up time)


def several_results(text: str) -> list[str]:
    """The parts of ``text`` separated as a list of results is (commas,
    semicolons, their full-width forms, lines): one part for a single result.
    A thousands separator as the screen prints a score (``-1,100``, Greek
    ``-1.100``) is part of its number, not a separator
    (:func:`helper.scoring.notation.join_thousands`)."""
    import unicodedata

    from helper.scoring.notation import join_thousands

    text = join_thousands(unicodedata.normalize("NFKC", text))
    return [part.strip() for part in re.split(_LIST_SEPARATORS, text) if part.strip()]


def interpret(node: Node, text: str, lang: str, values: bool = True) -> Any:
    """Turn what the Director typed into an answer for ``node``.

    Choice questions: the choice's number (``1``, full-width ``１``; digits
    with no letter out of range, ``8`` of 7 answers, answer nothing: never a
    label that holds them, "(Law 87)"), or the
    start of / a word in its label in ``lang`` (or in English), or (when
    ``values``: answer files) its value; it must match one choice only. The
    screen passes ``values=False``: what the Director types is matched with
    what he sees ("pairs" fits three answers, not the one whose id is pairs).
    Result questions refuse a list (``several``). Number questions: a number in ``lang``'s
    notation (``15,6`` in Greek), empty to skip an optional one.

    Returns:
        A choice value, a Decimal or None.

    Raises:
        AnswerError: ``choice`` (nothing or several match), ``number``,
            ``digit`` (``❶``, ``²``, ``٣``: only ``0``-``9`` and ``０``-``９``
            are digits), ``length`` (more than 30 digits) ...
    """
    from helper.dialogue.engine import check_number
    from helper.i18n import parse_number
    from helper.numbers import NumberError, fold_digits, is_foreign_digit

    typed = text.strip()
    if node.type == "text":
        parts = several_results(typed) if node.parse == "result" else []
        if len(parts) > 1:  # "+420, -50": a list where one result is asked
            raise AnswerError("several", node.id, typed, low=len(parts))
        if node.parse == "outcomes":
            _comma_weights(typed, lang, node.id)
        return typed
    if node.type == "number":
        if not typed:
            return check_number(node, None)
        try:
            number = parse_number(typed, lang)
        except NumberError as exc:
            raise AnswerError(exc.code, node.id, typed) from exc
        return check_number(node, number)
    try:
        digits = fold_digits(typed)
    except NumberError as exc:
        # "❶", "²", "٣": digits the helper does not read (helper.numbers); a
        # label word that merely contains a numeral is still matched below.
        if all(c.isascii() and c.isdigit() or is_foreign_digit(c) for c in typed):
            raise AnswerError(exc.code, node.id, typed) from exc
        digits = ""
    if digits and len(digits) <= 3 and all(c in "0123456789" for c in digits) and 1 <= int(digits) <= len(node.choices):
        return node.choices[int(digits) - 1].value
    if any(c in "0123456789" for c in digits) and not any(c.isalpha() for c in digits):
        # A number typed is a number: out of range ("8", "０", "87", "8.") it answers nothing, never a label that
        # holds those digits ("8" at a question of 7 answers took the 7th, "... (Law 87)": session 34's last look).
        raise AnswerError("choice", node.id, typed)
    folded = _fold(typed)
    if not folded:
        raise AnswerError("choice", node.id, typed)
    for how in ("exact", "prefix", "word"):
        found = []
        for choice in node.choices:
            names = {_fold(tr(choice.label, lang)), _fold(choice.label)} | ({_fold(choice.value)} if values else set())
            if how == "exact":
                hit = folded in names
            elif how == "prefix":
                hit = any(name.startswith(folded) for name in names)
            else:
                hit = any(folded in name for name in names)
            if hit:
                found.append(choice.value)
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            numbers = [i for i, c in enumerate(node.choices, start=1) if c.value in found]
            raise AnswerError("ambiguous", node.id, typed, low=numbers)
    raise AnswerError("choice", node.id, typed)


def scoring_error_text(error, lang: str, field: str | None = None) -> str:
    """A localized message for a :class:`helper.scoring.ScoringError`.

    ``field`` names the input as the user knows it (e.g. ``--ns-session``);
    default the error's own field name.
    """
    _ = get_translator(lang).gettext
    messages = {
        "percent_range": _("{field}: a percentage must be from 0 to 100, not {value}."),
        "imps_range": _("{field}: IMPs on one board must be from -24 to 24, not {value}."),
        "top_range": _("{field}: the top must be greater than 0, not {value}."),
        "fault": _("{field}: responsibility must be none, partly or direct, not {value}."),
        "scoring": _("{field}: unknown form of scoring: {value}."),
        "number": _("{field}: not a number: {value}."),
        "contract": _("{field}: not a contract: {value} (a level 1-7 and a strain C, D, H, S or NT, e.g. 4S, 3NT, 4♠X)."),
        "result": _("{field}: impossible result: {value} (declarer takes 0 to 13 tricks)."),
        "incomplete": _("{field}: no result yet: {value} (give the declarer and the result, e.g. 4SN=, 4SN-1)."),
        "declarer": _("{field}: declarer missing or not N, E, S or W: {value}."),
        "vulnerability": _("{field}: vulnerability must be none, ns, ew or both, not {value}."),
        "weights": _("{field}: weights must be percentages above 0 that add up to 100: {value}."),
        "score": _("{field}: not a bridge score: {value} (no contract and result gives it under Law 77; e.g. "
                   "+420 or -50)."),
        "field": _("{field}: the other tables' scores are missing or wrong: {value}."),
        "scale": _("{field}: the matchpoint scale must be 2 or 1, not {value}."),
        "count": _("{field}: not a possible number of results: {value}."),
        "mp_range": _("{field}: matchpoints outside the board's top: {value}."),
        "datum_rule": _("{field}: not a usable Butler datum rule: {value}."),
        "rounding": _("{field}: not a usable rounding: {value}."),
        "side": _("{field}: the side must be ns or ew, not {value}."),
        "player": _("{field}: the player must be n, e, s or w, not {value}."),
        "digit": _("{field}: {value} has a character that looks like a digit but is not one: type the digits 0-9."),
        "character": _("{field}: {value} has an unexpected character: {char}."),
        "length": _("{field}: a number of more than 30 digits: {value}."),
        "space": _("{field}: {value} has a space inside the number: type one number, without spaces."),
        # The examples are written as the command line reads them, in every language: placeholders.
        "comma": _("{field}: {value}: a comma here separates thousands ({grouped}); write a decimal with a point "
                   "({point}, not {comma}).").replace("{grouped}", "1,000").replace("{point}", "60.5").replace(
            "{comma}", "60,5"),
        "expected_count": _("{field}: the board cannot have been due fewer times than the results given: {value}."),
        "results_required": _("{field}: at cross-IMPs give the number of results on the board."),
    }
    value = error.value
    if isinstance(value, Fraction):
        value = format_number(value, lang, decimals=4)
    elif isinstance(value, (list, tuple)):
        value = " ".join(str(v) for v in value)
    if isinstance(value, str) and len(value) > 60:
        value = value[:57] + "…"  # a 5000-digit paste is not echoed whole
    text = messages.get(error.code, _("{field}: not accepted: {value}."))
    odd = getattr(error, "char", "")
    if odd and isinstance(value, str):  # the value shown with its invisible characters made visible
        import unicodedata

        value = "".join(f"\\u{ord(c):04x}" if unicodedata.category(c) in ("Cc", "Cf") else c for c in value)
    # The unexpected character by itself ('x'), or by its code point when it is invisible (U+200B)
    char = "" if not odd else (f"'{odd}'" if odd.isprintable() and not odd.isspace() else f"U+{ord(odd):04X}")
    if field == "":  # the question on screen already names the input
        # field="": a translation placing {field} otherwise must not raise KeyError
        text = text.replace("{field}: ", "").replace("{field}：", "").format(field="", value=value, char=char)
        return text[:1].upper() + text[1:]
    return text.format(field=field or error.field, value=value, char=char)


def preview(node: Node, text: str, lang: str, variables: dict[str, Any]) -> tuple[bool, str]:
    """Check what the Director is typing for a text question, as he types.

    Returns:
        ``(True, what it reads as)`` e.g. ``NS +420`` or
        ``60%: NS +420; 40%: NS -50``, or ``(False, the localized error)``.
    """
    from helper.dialogue.engine import check_text
    from helper.scoring import notation

    _ = get_translator(lang).gettext
    if not text.strip():
        return False, ""
    try:
        interpret(node, text, lang)  # a list where one result is asked
        check_text(node, text, variables)
    except AnswerError as exc:
        return False, error_text(exc, lang)
    vul = variables.get("vulnerability") or "none"
    if node.parse == "result":
        return True, _("NS {score}").format(score=format_signed(notation.parse_table_result(text, vul), lang))
    if node.parse == "outcomes":
        items = notation.parse_outcomes(text, vul)
        return True, "; ".join(
            f"{format_percent(o.weight, lang)}: " + _("NS {score}").format(score=format_signed(o.ns_score, lang))
            for o in items)
    scores = notation.parse_field(text, vul)
    return True, get_translator(lang).ngettext("{count} result: {scores}", "{count} results: {scores}", len(scores)).format(
        count=len(scores), scores=", ".join(format_signed(v, lang) for v in scores))
