"""Lead's fix-up after merging session 22's branches (issue 9 §2), kept as a kind.

"whichever is more favourable" (86B2(b)) as "όποια από τις δύο είναι ευνοϊκότερη" ("whichever of the two"): the δύο
points back to the two alternatives just named, no count.  With fix9bu (a Greek "one" that may be an article no longer
hides a changed count) it became "number differs: one in the English, δύο in the translation" (early fresh tester
9ad, el-l-ok-53).  A δύο that counts (two artificial adjusted scores for "an artificial adjusted score") is still that
number error.
"""

from __future__ import annotations

from tests.support import findings_test, law_texts

ENGLISH = law_texts("el", "86B2(b)")[0]
TESTER = ("Αν έσφαλε μόνο ένας αγωνιζόμενος, ο Διαιτητής θα επιδικάσει στον αναίτιο άξονα, για κάθε σχετική διανομή, "
          "είτε τεχνητή επανορθωτική βαθμολογία μέσου όρου συν [βλέπε Νόμο 12Γ2(β)] είτε κατ' εκτίμηση επανορθωτική "
          "βαθμολογία, {which} είναι ευνοϊκότερη. Ο υπαίτιος άξονας λαμβάνει τη συμπληρωματική της βαθμολογίας που "
          "επιδικάστηκε στους αντιπάλους του.")

test_whichever_of_the_two = findings_test([
    (ENGLISH, TESTER.format(which="όποια από τις δύο"), "el"),
    (ENGLISH, TESTER.format(which="οποιαδήποτε από τις δύο"), "el"),
    (ENGLISH, TESTER.format(which="όποια").replace("είτε τεχνητή", "είτε δύο τεχνητές"), "el",
     [("number", "error", "number differs: one in the English, δύο in the translation")]),
], "'όποια από τις δύο' (whichever of the two alternatives) is no count; δύο for 'an artificial adjusted score' is.",
    paragraph="86B2(b)")
