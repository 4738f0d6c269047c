"""The date regression set (date_regression.tsv, written by hand): 0 wrong dates or Masses,
at least 97% of the queries resolved."""

from tests.calendar import date_regression as dr


def test_the_set_is_large_and_spans_the_nine_languages():
    queries = [case.query for case in dr.cases()]
    assert len(queries) >= 300
    for sample in ("bukas", "cras", "dimanche prochain", "domenica prossima", "Linggo ng Palaspas 2028", "Dominica Paschae 2027",
                   "próximo domingo", "nächsten Sonntag", "czytania na jutro", "amanhã"):
        assert sample in queries


def test_no_query_resolves_to_a_wrong_date_or_mass():
    wrong = dr.figures()["wrong"]
    assert not wrong, [(case.query, str(case.date), got) for case, _, got in wrong]


def test_at_least_97_percent_resolve():
    result = dr.figures()
    assert result["resolved_share"] >= 0.97, [case.query for case, _, _ in result["unresolved"]]
