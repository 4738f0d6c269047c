from ecclesia.data.documents.splitter import split


def test_passages_keep_section_heading_and_paragraph_numbers():
    body = (
        "# A Letter\n\n## Chapter I\n\n1. First numbered paragraph.\n\n2. Second numbered paragraph.\n\n"
        "## Chapter II\n\n3. Third paragraph in another chapter.\n"
    )
    passages = split(body, title="A Letter", target_words=3, max_words=50)
    assert [p.heading for p in passages] == ["Chapter I, §1", "Chapter I, §2", "Chapter II, §3"]
    assert passages[0].text.startswith("1. First")


def test_short_paragraphs_are_gathered_and_never_cross_a_heading():
    body = "## One\n\n1. a b c\n\n2. d e f\n\n## Two\n\n3. g h i\n"
    passages = split(body, target_words=100)
    assert [p.heading for p in passages] == ["One, §1-2", "Two, §3"]
    assert "d e f" in passages[0].text and "g h i" not in passages[0].text


def test_verse_style_cites_chapter_and_verses():
    body = "# Genesis\n\n## Genesis 1\n\n1 In the beginning.\n\n2 And the earth.\n"
    passages = split(body, title="Genesis (Douay-Rheims Bible)", citation_style="verse")
    assert passages[0].heading == "Genesis 1:1-2"


def test_long_paragraph_is_cut_between_sentences():
    sentence = "This sentence has exactly eight words in it. "
    body = "## Long\n\n" + sentence * 40
    passages = split(body, target_words=50, max_words=60)
    assert len(passages) >= 5
    assert all(len(p.text.split()) <= 60 for p in passages)
    assert all(p.text.endswith(".") for p in passages)
    assert " ".join(p.text for p in passages).split() == (sentence * 40).split()


def test_plain_text_without_headings_or_numbers():
    passages = split("First paragraph here.\n\nSecond paragraph here.\n")
    assert len(passages) == 1 and passages[0].heading is None
    assert passages[0].text == "First paragraph here.\n\nSecond paragraph here."


def test_year_at_start_of_plain_paragraph_is_not_a_paragraph_number():
    passages = split("1965 was the year the council closed.\n")
    assert passages[0].heading is None


def test_lexical_analyser_folds_accents_and_light_stems():
    from ecclesia.data.documents.lexical import analyse

    assert analyse("Noé and LÁZARO") == ["noe", "lazaro"]
    assert analyse("the kings were created") == ["king", "creat"]
    assert analyse("Θεός ἀγάπη ἐστίν") == ["θεοσ", "αγαπη", "εστιν"]  # any script; casefold makes final ς σ


def test_unknown_query_words_fall_back_to_a_shared_prefix():
    from ecclesia.data.documents.lexical import BM25

    texts = ["the tower of babel", "the good samaritan", "charity is patient", "nothing relevant here"]
    bm25 = BM25.build(texts)
    for query, expected in [("la torre di babele", 0), ("il buon samaritano", 1), ("la charité est patiente", 2)]:
        scores = bm25.scores(query)
        assert int(scores.argmax()) == expected and scores[expected] > 0, query
    assert not bm25.scores("babe").any()  # under five letters: no guessing
    bm25.prefix_fallback = False
    assert not bm25.scores("babele samaritano").any()


def test_a_prefix_shared_by_too_many_terms_is_ignored():
    from ecclesia.data.documents.lexical import BM25

    bm25 = BM25.build([f"constant{suffix}" for suffix in "abcdefghijk"])
    assert not bm25.scores("constantz").any()


def test_an_unnumbered_block_is_cited_as_part_of_the_numbered_paragraph_it_continues():
    # A quotation set off inside a numbered paragraph (as the Catechism does) keeps that
    # paragraph's number; before any numbered paragraph, a block has none.
    body = ("## Part\n\nAn opening line before any number.\n\n"
            "41 The numbered paragraph introduces a quotation:\n\n"
            "The quoted words stand in their own block and run on for a while.\n\n"
            "42 The next numbered paragraph.\n")
    passages = split(body, target_words=5, max_words=40)
    assert [p.heading for p in passages] == ["Part", "Part, §41", "Part, §41", "Part, §42"]


def test_verse_style_does_not_carry_numbers_to_unnumbered_lines():
    passages = split("## Psalm 3\n\n1 A verse.\n\nA title line.\n", citation_style="verse",
                     target_words=2, max_words=40)
    assert [p.heading for p in passages] == ["Psalm 3:1", "Psalm 3"]
