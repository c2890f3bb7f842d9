"""Engineer fjan, session 47 (issue 9 §2): brackets of fresh tester t9by that gave no finding, and fjaf's open point.

- The brackets of a placeholder alone dropped, the placeholder run into the sentence: "… σε περισσότερες απαντήσεις
  {numbers}: …" for "'{value}' fits several answers ({numbers}): …" (by-bra04), "η απάντηση της γραμμής {answer}
  ήταν …", "答案行上保留的答案{answer}是为…" for "the answer kept on the line ({answer}) was for …" (by-bra17,
  by-bra18).  Any letter before the placeholder was read as a label of its own (终端 {terminal}); now the placeholder
  must be set apart otherwise (:func:`helper.catalog.checks.pair._field_set_apart`): quoted (“{x}”, «{x}», 「{x}」),
  after a colon, a comma or a dash the English has not there (答案：{numbers}；, ", {answer},", "– {numbers}"), in a
  clause of its own with a label (终端 {terminal}，…), or moved before words of the translation where the English's
  bracket ends its clause (保留的未保存{language}文本).  The shipped catalogues keep every "({x})" in brackets.
- An opening bracket moved earlier over a placeholder of the English's sentence: "第（{id} 号裁决已记录，更正第 {old}
  号裁决）" for "Ruling {id} recorded (corrects ruling {old})".  :func:`helper.catalog.checks.brackets.
  opening_moved_before_words` read words only (:data:`helper.catalog.checks.brackets._SENTENCE_WORDS`); it now reads
  a placeholder of the English's outside text too (not one the English sets right before its bracket or among the
  details set apart by commas before it: "（{host} 上，终端 {terminal}）", "（开始于 {time}，记录于 {at}，UTC）", the
  shipped Chinese), and a word the English says both outside and inside the bracket, the translation's bracket more
  often and its outside text less (the first 裁决 of "第（{id} 号裁决已记录，…）").  A bracket so opened at the start of
  the text is that finding alone, not the English's words before its bracket said missing besides.
"""

from __future__ import annotations

from tests.support import fresh_inputs, one_finding_tests, one_gained

FITS = "'{value}' fits several answers ({numbers}): type more of one, or its number."
NOT_GIVEN = "Not given: the answer kept on the line ({answer}) was for a question this ruling is no longer at."
KEPT_LINE = ("The answer kept on the line ({answer}) stays there for Enter only if that ruling is still at the question "
             "it was typed at; otherwise the screen says it was not given.")
OFFICIAL = "Official text ({file}), not edited here: n adds a note."
PROCESS = "process {pid} on {host} ({terminal})"
RECORDED = "Ruling {id} recorded (corrects ruling {old})"
FINISHED = ("This ruling is finished: ruling {id}, started at {time}, recorded at {at} (UTC), is shown as recorded. "
            "^P back corrects it; ^N starts a new ruling.")
NO_RESULT = "At this table no result could be obtained on it (artificial score)"

DROPPED = ("brackets", "are missing in the translation: its words are kept")
EARLY = ("brackets", "the bracket opens too early")

BRACKETS_DROPPED = [
    # the tester's inputs, then the placeholder run in with or without spaces, after the English's word or moved
    # inside the clause, in other entries
    ("el", FITS, "Το «{value}» ταιριάζει σε περισσότερες απαντήσεις {numbers}: πληκτρολογήστε περισσότερους "
                 "χαρακτήρες μιας απάντησης ή τον αριθμό της.", "({numbers})"),
    ("el", NOT_GIVEN, "Δεν δόθηκε: η απάντηση της γραμμής {answer} ήταν για ερώτηση όπου η απόφαση δεν βρίσκεται πια.",
     "({answer})"),
    ("zh", NOT_GIVEN, "未给出：答案行上保留的答案{answer}是为本裁决已不在的那个问题输入的。", "({answer})"),
    ("zh", FITS, "“{value}”符合多个答案{numbers}：请多输入几个字，或输入答案编号。", "({numbers})"),
    ("zh", FITS, "“{value}”符合多个答案 {numbers}：请多输入几个字，或输入答案编号。", "({numbers})"),
    ("zh", NOT_GIVEN, "未给出：答案行上保留的答案 {answer} 是为本裁决已不在的那个问题输入的。", "({answer})"),
    ("el", NOT_GIVEN, "Δεν δόθηκε: η απάντηση {answer} της γραμμής ήταν για ερώτηση όπου η απόφαση δεν βρίσκεται πια.",
     "({answer})"),
    ("zh", KEPT_LINE, "答案行上保留的答案{answer}只有在该裁决仍处于输入它时的那个问题时，才留在行上供按 Enter 给出；否则屏幕会说明它"
                      "未被给出。", "({answer})"),
    ("el", KEPT_LINE, "Η απάντηση που έμεινε στη γραμμή {answer} μένει εκεί για το Enter μόνο αν εκείνη η απόφαση "
                      "βρίσκεται ακόμη στην ερώτηση όπου πληκτρολογήθηκε· αλλιώς η οθόνη λέει ότι δεν δόθηκε.",
     "({answer})"),
    # (a label before it, the English's own comma after it: run in all the same)
    ("zh", OFFICIAL, "正式文本{file}，不在此处编辑：按 n 添加备注。", "({file})"),
    ("zh", PROCESS, "主机 {host} 上的进程 {pid} 终端 {terminal}", "({terminal})"),
    ("el", PROCESS, "διεργασία {pid} στο {host} {terminal}", "({terminal})"),
]

OPENED_EARLY = [
    # fjaf's open point: a placeholder of the English's outside text drawn into the bracket, alone or with words
    ("zh", RECORDED, "第（{id} 号裁决已记录，更正第 {old} 号裁决）", "{id} 号裁决已记录"),
    ("zh", RECORDED, "已记录第（{id} 号裁决，更正第 {old} 号裁决）", "{id} 号裁决"),
    ("zh", RECORDED, "第（{id} 号裁决，更正第 {old} 号裁决）已记录", "{id} 号裁决"),
    ("el", RECORDED, "Καταγράφηκε η απόφαση ({id}, διορθώνει την απόφαση {old})", "{id}"),
    ("el", RECORDED, "Καταγράφηκε η απόφαση (αρ. {id}, διορθώνει την απόφαση {old})", "αρ. {id}"),
    ("el", RECORDED, "Η απόφαση ({id} καταγράφηκε, διορθώνει την απόφαση {old})", "{id} καταγράφηκε"),
    ("el", PROCESS, "διεργασία ({pid} στο {host}, τερματικό {terminal})", "{pid}"),
    ("zh", FINISHED, "此裁决已完成：按记录显示（第 {id} 号裁决，开始于 {time}，记录于 {at}，UTC）。^P 返回可更正；^N 开始新的裁决。",
     "第 {id}"),
    ("el", FINISHED, "Αυτή η απόφαση έχει ολοκληρωθεί: η απόφαση ({id}, που ξεκίνησε στις {time} και καταγράφηκε στις "
                     "{at}, UTC), εμφανίζεται όπως καταγράφηκε. Το ^P πίσω τη διορθώνει· το ^N ξεκινά νέα απόφαση.",
     "{id}"),
    # (opened at the start of the text, the whole sentence in it: this finding alone, no sentence said missing)
    ("zh", RECORDED, "（第 {id} 号裁决已记录，更正第 {old} 号裁决）", "第 {id} 号裁决已记录"),
    ("el", RECORDED, "(Η απόφαση {id} καταγράφηκε, διορθώνει την απόφαση {old})", "Η απόφαση {id} καταγράφηκε"),
    ("zh", PROCESS, "（进程 {pid}，{host} 上，终端 {terminal}）", "进程 {pid}"),
    ("zh", NO_RESULT, "（本桌在这副牌上无法得出结果人为调整分）", "本桌在这副牌上无法得出结果"),
]

CLEAN = [
    # the shipped forms
    ("el", FITS, "Το «{value}» ταιριάζει σε περισσότερες απαντήσεις ({numbers}): πληκτρολογήστε περισσότερους "
                 "χαρακτήρες μιας απάντησης ή τον αριθμό της."),
    ("zh", NOT_GIVEN, "未给出：答案行上保留的答案（{answer}）是为本裁决已不在的那个问题输入的。"),
    ("zh", RECORDED, "第 {id} 号裁决已记录（更正第 {old} 号裁决）"),
    ("el", RECORDED, "Η απόφαση {id} καταγράφηκε (διορθώνει την απόφαση {old})"),
    ("zh", PROCESS, "进程 {pid}（{host} 上，终端 {terminal}）"),
    ("zh", FINISHED, "此裁决已完成：按记录显示第 {id} 号裁决（开始于 {time}，记录于 {at}，UTC）。^P 返回可更正；^N 开始新的裁决。"),
    # the placeholder set apart otherwise: quoted, after a colon, between commas, after a dash, at the end after a colon
    ("zh", FITS, "“{value}”符合多个答案「{numbers}」：请多输入几个字，或输入答案编号。"),
    ("zh", FITS, "“{value}”符合多个答案：{numbers}；请多输入几个字，或输入答案编号。"),
    ("el", FITS, "Το «{value}» ταιριάζει σε περισσότερες απαντήσεις «{numbers}»: πληκτρολογήστε περισσότερους "
                 "χαρακτήρες μιας απάντησης ή τον αριθμό της."),
    ("el", FITS, "Το «{value}» ταιριάζει σε περισσότερες απαντήσεις, {numbers}: πληκτρολογήστε περισσότερους "
                 "χαρακτήρες μιας απάντησης ή τον αριθμό της."),
    ("el", FITS, "Το «{value}» ταιριάζει σε περισσότερες απαντήσεις – {numbers}: πληκτρολογήστε περισσότερους "
                 "χαρακτήρες μιας απάντησης ή τον αριθμό της."),
    ("zh", NOT_GIVEN, "未给出：答案行上保留的答案“{answer}”是为本裁决已不在的那个问题输入的。"),
    ("zh", NOT_GIVEN, "未给出：答案行上保留的答案，{answer}，是为本裁决已不在的那个问题输入的。"),
    ("zh", NOT_GIVEN, "未给出：答案行上保留的答案（即 {answer}）是为本裁决已不在的那个问题输入的。"),
    ("el", NOT_GIVEN, "Δεν δόθηκε: η απάντηση της γραμμής, {answer}, ήταν για ερώτηση όπου η απόφαση δεν βρίσκεται "
                      "πια."),
    ("el", NOT_GIVEN, "Δεν δόθηκε: η απάντηση της γραμμής «{answer}» ήταν για ερώτηση όπου η απόφαση δεν βρίσκεται "
                      "πια."),
    ("el", NOT_GIVEN, "Δεν δόθηκε: η απάντηση που έμεινε στη γραμμή ήταν για ερώτηση όπου η απόφαση δεν βρίσκεται "
                      "πια: {answer}."),
    ("zh", OFFICIAL, "正式文本：{file}，不在此处编辑：按 n 添加备注。"),
    # a clause of its own with a label (test_check_fixwa), a modifier before its noun (test_check_fiyp)
    ("zh", PROCESS, "终端 {terminal}，主机 {host} 上的进程 {pid}"),
    ("zh", PROCESS, "主机 {host} 上的进程 {pid}，终端 {terminal}"),
    ("el", PROCESS, "τερματικό {terminal}, διεργασία {pid} στον υπολογιστή {host}"),
    ("el", PROCESS, "διεργασία {pid} στο {host}, τερματικό {terminal}"),
    ("zh", "Unsaved text kept ({language})", "保留的未保存{language}文本"),
    # the bracket in its place, word order changed, a gloss, the English's details drawn in beside its bracket
    ("zh", RECORDED, "第 {id} 号裁决已记录（即更正第 {old} 号裁决）"),
    ("zh", RECORDED, "已记录第 {id} 号裁决（更正第 {old} 号裁决）"),
    ("zh", RECORDED, "第 {id} 号裁决已记录（它更正第 {old} 号裁决）"),
    ("zh", RECORDED, "第 {id} 号裁决已记录（此裁决更正第 {old} 号裁决）"),
    ("el", RECORDED, "Καταγράφηκε η απόφαση {id} (διορθώνει την απόφαση {old})"),
    ("el", RECORDED, "Η απόφαση {id} καταγράφηκε (διόρθωση της απόφασης {old})"),
    ("el", RECORDED, "Η απόφαση {id} καταγράφηκε (με αυτή διορθώνεται η απόφαση {old})"),
    ("zh", PROCESS, "进程 {pid}（{host} 上的 {terminal}）"),
    ("zh", FINISHED, "此裁决已完成：按记录显示第 {id} 号裁决，开始于 {time}，记录于 {at}（UTC）。^P 返回可更正；^N 开始新的裁决。"),
    ("zh", FINISHED, "此裁决已完成：按记录显示第 {id} 号裁决，开始于 {time}（记录于 {at}，UTC）。^P 返回可更正；^N 开始新的裁决。"),
    ("el", FINISHED, "Αυτή η απόφαση έχει ολοκληρωθεί: η απόφαση {id} (ξεκίνησε στις {time}, καταγράφηκε στις {at}, "
                     "UTC) εμφανίζεται όπως καταγράφηκε. Το ^P πίσω τη διορθώνει· το ^N ξεκινά νέα απόφαση."),
]

# Each defect gives one finding naming it (tester t9by by-bra04, by-bra17, by-bra18, fjaf's open point and variants);
# each correct text none.
test_one_finding_names_the_defect, test_correct_text_is_clean = one_finding_tests(
    [(lang, entry, msgstr, DROPPED[0], fragment, (DROPPED[1], f"'{fragment}'"))
     for lang, entry, msgstr, fragment in BRACKETS_DROPPED]
    + [(lang, entry, msgstr, EARLY[0], words, (EARLY[1], f"'{words}'")) for lang, entry, msgstr, words in OPENED_EARLY],
    CLEAN)


def test_tester_inputs():
    """The tester's three inputs, as its file has them: one finding each, naming the bracket pair dropped."""
    inputs = fresh_inputs("t9by")
    assert one_gained(inputs["by-bra04"], *DROPPED).fragment == "({numbers})"
    assert one_gained(inputs["by-bra17"], *DROPPED).fragment == "({answer})"
    assert one_gained(inputs["by-bra18"], *DROPPED).fragment == "({answer})"
